import { locales } from './locales';

const localeKeys: ReadonlySet<string> = new Set(locales);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nothing written: absent, null, an empty text, list or object (a form sends '' where the store has nothing). */
const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.values(value).every(blank));

/**
 * Where `after` differs from `before` other than in the texts of `languages` (`title.es` may change for a Spanish
 * translator, `title.en`, `slug` or a list's length may not): the paths of the differences, none when the change is
 * a translator's to make. A localized text is an object whose keys are all languages of the site.
 */
export function changesOutside(before: unknown, after: unknown, languages: readonly string[], path = ''): string[] {
  if (blank(before) && blank(after)) return [];
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [path];
    return before.flatMap((item, index) => changesOutside(item, after[index], languages, at(index)));
  }
  if ((isRecord(before) || blank(before)) && (isRecord(after) || blank(after))) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    const localized = keys.length > 0 && keys.every((key) => localeKeys.has(key));
    return keys.flatMap((key) =>
      localized && languages.includes(key) ? [] : changesOutside(from[key], to[key], languages, at(key)),
    );
  }
  return Object.is(before, after) ? [] : [path];
}
