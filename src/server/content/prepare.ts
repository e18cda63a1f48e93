import 'server-only';
import type { z } from 'zod';
import { articleHtmlForSave } from '@/lib/article';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { CollectionRules } from './rules';

/**
 * Sanitises the HTML of rich-text fields in every language (SECURITY.md D2: on save, and again on render). A text that
 * sanitises to nothing is dropped, and an optional field with no English left is dropped entirely.
 */
function sanitizeRichText<T extends object>(values: T, fields: readonly (keyof T)[]): T {
  const result = { ...values };
  for (const field of fields) {
    const text = result[field] as Record<string, string> | undefined;
    if (!text) continue;
    const clean = Object.fromEntries(
      Object.entries(text)
        .map(([locale, html]) => [locale, sanitizeHtml(html).trim()] as const)
        .filter(([, html]) => html.length > 0),
    );
    if (clean.en) result[field] = clean as T[keyof T];
    else delete result[field];
  }
  return result;
}

/** The fields of an edit schema that may be left out (an optional list, an optional text). */
export const optionalKeys = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => (field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);

/** A form's values as they are written: rich text and articles sanitised, an emptied optional list left out. */
export function preparedValues(
  rules: Pick<CollectionRules, 'htmlFields' | 'articleFields'>,
  optional: readonly string[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  let result = sanitizeRichText(values, rules.htmlFields ?? []);
  // An optional list emptied is left out rather than stored as [] (an SEO entry with no keywords sends no tag).
  for (const key of optional)
    if (Array.isArray(result[key]) && (result[key] as unknown[]).length === 0) delete result[key];
  for (const field of rules.articleFields ?? []) {
    const text = result[field] as Record<string, string> | undefined;
    if (!text) continue;
    const clean = Object.fromEntries(
      Object.entries(text)
        .map(([locale, html]) => [locale, articleHtmlForSave(html)] as const)
        .filter(([, html]) => html.length > 0),
    );
    result = { ...result, [field]: clean };
  }
  return result;
}
