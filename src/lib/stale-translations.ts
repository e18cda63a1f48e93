import type { LocalizedText } from '@/content/fields';
import { locales, type Locale } from './locales';

/** The languages a text is translated into from English. */
export const translatedLocales = locales.filter((locale) => locale !== 'en');

/**
 * An item's translations written against an English text that has changed since: by the text's path (`title`,
 * `features.2.title`), each stale language with the English it was translated from.
 */
export type StaleMap = Record<string, Partial<Record<Locale, string>>>;

/** Every localized text of a document by its path (`title`, `process.1.description`). */
export function localizedByPath(value: unknown, path = '', into = new Map<string, LocalizedText>()) {
  if (Array.isArray(value)) value.forEach((item, index) => localizedByPath(item, join(path, String(index)), into));
  else if (value && typeof value === 'object') {
    if (typeof (value as { en?: unknown }).en === 'string') into.set(path, value as LocalizedText);
    else for (const [key, item] of Object.entries(value)) localizedByPath(item, join(path, key), into);
  }
  return into;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

interface TranslationChanges {
  /** Translations whose English changed under them, with the English they were written from. */
  stale: { path: string; locale: Locale; english: string }[];
  /** Translations that are current again: rewritten in the same save, or emptied (then they count as missing). */
  current: { path: string; locale: Locale }[];
  /** Every path that holds a localized text after the change (marks on any other path have lost their text). */
  paths: Set<string>;
}

/**
 * What one published change does to an item's translations. A translation goes stale when the English of its text
 * changed and it did not; it is current again when it changed (a translator updated it, in this save or a later one)
 * or was emptied.
 */
export function translationChanges(before: unknown, after: unknown): TranslationChanges {
  const previous = localizedByPath(before);
  const next = localizedByPath(after);
  const changes: TranslationChanges = { stale: [], current: [], paths: new Set(next.keys()) };
  for (const [path, text] of next) {
    const old = previous.get(path);
    if (!old) continue;
    for (const locale of translatedLocales) {
      if (text[locale] !== old[locale]) changes.current.push({ path, locale });
      else if (text[locale] && text.en !== old.en) changes.stale.push({ path, locale, english: old.en });
    }
  }
  return changes;
}

/** How many stale texts an item has in each language (English: 0). */
export function staleCounts(stale: StaleMap): Record<Locale, number> {
  const counts = Object.fromEntries(locales.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const byLocale of Object.values(stale))
    for (const locale of Object.keys(byLocale) as Locale[]) counts[locale] += 1;
  return counts;
}
