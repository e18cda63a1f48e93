import 'server-only';
import type { z } from 'zod';
import { articleHtmlForSave } from '@/lib/article';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { CollectionRules } from './rules';

/** A rich text in every language, sanitised; undefined when no English is left. */
function sanitizedText(text: Record<string, string>): Record<string, string> | undefined {
  const clean = Object.fromEntries(
    Object.entries(text)
      .map(([locale, html]) => [locale, sanitizeHtml(html).trim()] as const)
      .filter(([, html]) => html.length > 0),
  );
  return clean.en ? clean : undefined;
}

/**
 * The record with the rich text at `path` sanitised: a field's name, or a path through lists (`blocks.*.body`, the body
 * of every block that has one). A text that sanitises to nothing is dropped, and an optional field with no English left
 * is dropped entirely.
 */
function sanitizedAt(
  record: Record<string, unknown>,
  [name = '', ...rest]: readonly string[],
): Record<string, unknown> {
  const value = record[name];
  if (value === undefined || value === null || typeof value !== 'object') return record;
  const result = { ...record };
  if (rest[0] === '*' && Array.isArray(value))
    result[name] = value.map((item) =>
      item && typeof item === 'object' ? sanitizedAt(item as Record<string, unknown>, rest.slice(1)) : item,
    );
  else if (rest.length) result[name] = sanitizedAt(value as Record<string, unknown>, rest);
  else {
    const clean = sanitizedText(value as Record<string, string>);
    if (clean) result[name] = clean;
    else delete result[name];
  }
  return result;
}

/** Sanitises the HTML of rich-text fields in every language (SECURITY.md D2: on save, and again on render). */
function sanitizeRichText(values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return fields.reduce((record, field) => sanitizedAt(record, field.split('.')), values);
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
