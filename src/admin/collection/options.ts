import { categoryIds } from '@/content/categories';
import { iconName } from '@/content/fields';
import editorCopy from '@messages/admin/editor.json';
import type { Option } from './form-fields';

/** The portfolio and case-study categories, as the admin names them. */
export const categoryOptions: readonly Option[] = categoryIds.map((id) => ({
  value: id,
  label: editorCopy.categories[id],
}));

/** The icons a figure may show, by name. */
export const iconOptions: readonly Option[] = iconName.options.map((name) => ({ value: name, label: name }));

/** Newest first by a date text (`2025-03-18`, `2025-03`), then by title. */
export const byDateDesc =
  <D>(dateOf: (doc: D) => string, titleOf: (doc: D) => string) =>
  (a: D, b: D) =>
    dateOf(b).localeCompare(dateOf(a)) || titleOf(a).localeCompare(titleOf(b));

export const byTitle =
  <D>(titleOf: (doc: D) => string) =>
  (a: D, b: D) =>
    titleOf(a).localeCompare(titleOf(b));
