import { documentId, type CollectionName, type SeedFile } from '@/content';
import { locales, type Locale } from '@/lib/locales';

/**
 * Translations of seed content live apart from the English seed, one flat JSON file per seed file and language
 * (`content/seed/translations/<locale>/<file>.json`). A key names one localized field by collection, document id and
 * path (`services/web-development/process.2.title`); its value is that field's text in the language.
 */
export type TranslationFile = Record<string, string>;

export const translatedLocales = locales.filter((locale) => locale !== 'en');

type Tree = Record<string, unknown>;

/** A localized text: an object whose keys are language codes and whose English is a string. */
function isLocalizedText(value: unknown): value is Partial<Record<Locale, string>> & { en: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    typeof (value as Tree).en === 'string' &&
    keys.every((key) => (locales as readonly string[]).includes(key) && typeof (value as Tree)[key] === 'string')
  );
}

interface LocalizedField {
  key: string;
  text: Partial<Record<Locale, string>> & { en: string };
}

function walk(value: unknown, path: string[], found: (path: string[], text: LocalizedField['text']) => void) {
  if (isLocalizedText(value)) found(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, String(index)], found));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) walk(child, [...path, key], found);
}

/** Every localized field of a seed file, in document order, with its translation key. */
function localizedFields(file: SeedFile): LocalizedField[] {
  const fields: LocalizedField[] = [];
  for (const collection of Object.keys(file) as CollectionName[]) {
    for (const doc of file[collection] ?? []) {
      const prefix = `${collection}/${documentId(doc as { id: string | number })}/`;
      walk(doc, [], (path, text) => fields.push({ key: prefix + path.join('.'), text }));
    }
  }
  return fields;
}

/** The English text of every localized field, keyed as translation files are (the translator's source). */
export function englishSource(file: SeedFile): TranslationFile {
  return Object.fromEntries(localizedFields(file).map(({ key, text }) => [key, text.en]));
}

/**
 * The seed file with the given translations written into its localized fields. Keys that name no localized field are
 * reported, never silently dropped; a translation already written in the seed itself wins.
 */
export function applyTranslations(
  file: SeedFile,
  translations: Partial<Record<Locale, TranslationFile>>,
): { file: SeedFile; unknownKeys: string[] } {
  const copy = structuredClone(file);
  const fields = new Map(localizedFields(copy).map((field) => [field.key, field.text]));
  const unknownKeys: string[] = [];
  for (const [locale, entries] of Object.entries(translations) as [Locale, TranslationFile][]) {
    for (const [key, value] of Object.entries(entries)) {
      const text = fields.get(key);
      if (!text) unknownKeys.push(`${locale}:${key}`);
      else if (text[locale] === undefined && value.trim()) text[locale] = value;
    }
  }
  return { file: copy, unknownKeys };
}

/** Whether every localized text of a document (or of any part of one) has its own text in the language. */
export function isTranslated(value: unknown, locale: Locale): boolean {
  if (locale === 'en') return true;
  let complete = true;
  walk(value, [], (_path, text) => {
    if (text[locale] === undefined) complete = false;
  });
  return complete;
}

/** The languages a document is wholly written in: English always, then each language every text of it has. */
export function languagesOf(value: unknown): Locale[] {
  return locales.filter((locale) => isTranslated(value, locale));
}

/**
 * The share of localized texts written in each language, per collection (the `npm run i18n:report` figures).
 * English is the source, so it is always complete.
 */
export function translationCoverage(
  documents: readonly { collection: string; data: unknown }[],
): Map<string, Record<Locale, { translated: number; total: number }>> {
  const coverage = new Map<string, Record<Locale, { translated: number; total: number }>>();
  for (const { collection, data } of documents) {
    let row = coverage.get(collection);
    if (!row) {
      row = Object.fromEntries(locales.map((l) => [l, { translated: 0, total: 0 }])) as Record<
        Locale,
        { translated: number; total: number }
      >;
      coverage.set(collection, row);
    }
    const counts = row;
    walk(data, [], (_path, text) => {
      for (const locale of locales) {
        counts[locale].total++;
        if (text[locale] !== undefined) counts[locale].translated++;
      }
    });
  }
  return coverage;
}
