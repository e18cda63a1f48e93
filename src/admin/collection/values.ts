import type { LocalizedText } from '@/content/fields';
import type { FormField } from './form-fields';

/** The field of one item of a list field (a text of a list of texts, a group of a list of groups). */
export function itemFieldOf(field: FormField): FormField {
  if (field.kind === 'groupList') return { ...field, kind: 'group', label: '', required: true };
  const kind = field.kind === 'textList' ? 'text' : field.kind === 'imageList' ? 'image' : 'plain';
  return { name: field.name, kind, label: '', required: true, maxLength: field.maxLength };
}

/** What a new item of a list holds before the admin types: texts empty, groups with their fields' blanks. */
export function blankOf(field: FormField): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richText':
    case 'article':
      return { en: '' };
    case 'number':
    case 'rating':
      return field.min ?? 0;
    case 'boolean':
      return false;
    case 'choices':
    case 'relations':
    case 'blocks':
      return [];
    case 'plainList':
    case 'textList':
    case 'imageList':
    case 'groupList':
      return Array.from({ length: field.min ?? 0 }, () => blankOf(itemFieldOf(field)));
    case 'group':
      return Object.fromEntries((field.fields ?? []).map((f) => [f.name, blankOf(f)]));
    default:
      return '';
  }
}

/** A new block of a kind: its type, and each of its required fields' blank. */
export function blankBlock(kind: {
  type: string;
  fields: readonly FormField[];
  blank?: Readonly<Record<string, unknown>>;
}): Record<string, unknown> {
  return { type: kind.type, ...blankValues(kind.fields, kind.blank ?? {}) };
}

/** A new item's values: every field's blank, then what the definition sets (`overrides`). */
export function blankValues(fields: readonly FormField[], overrides: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, blankOf(f)])), ...overrides };
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return false;
  if (value && typeof value === 'object') {
    if ('en' in value) return !(value as LocalizedText).en;
    return Object.values(value).every(isEmpty);
  }
  return false;
}

/**
 * The values as the server takes them: an optional text, address or number left empty is left out (not sent as an
 * empty string the schema would refuse), in groups and list items too.
 */
export function withoutEmpty(fields: readonly FormField[], values: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = result[field.name];
    if (field.kind === 'group' && value && typeof value === 'object')
      result[field.name] = withoutEmpty(field.fields ?? [], value as Record<string, unknown>);
    if (field.kind === 'groupList' && Array.isArray(value))
      result[field.name] = value.map((item) => withoutEmpty(field.fields ?? [], item as Record<string, unknown>));
    if (field.kind === 'blocks' && Array.isArray(value))
      result[field.name] = value.map((item) => {
        const block = item as Record<string, unknown>;
        return withoutEmpty(field.blocks?.find((kind) => kind.type === block.type)?.fields ?? [], block);
      });
    if (field.required) continue;
    if (isEmpty(result[field.name])) delete result[field.name];
  }
  return result;
}
