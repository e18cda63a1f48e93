import type { LocalizedText } from '@/content/fields';
import { locales, type Locale } from './locales';

/** Every localized text of a value, wherever it sits. */
export function localizedTexts(value: unknown): LocalizedText[] {
  if (Array.isArray(value)) return value.flatMap(localizedTexts);
  if (value && typeof value === 'object') {
    if ('en' in value && typeof (value as LocalizedText).en === 'string') return [value as LocalizedText];
    return Object.values(value).flatMap(localizedTexts);
  }
  return [];
}

/**
 * How many texts of a value have English but nothing in each language (English itself: 0). One count for the
 * editor's language buttons and the admin's overview, so both say the same about the same item.
 */
export function missingTranslations(value: unknown): Record<Locale, number> {
  const texts = localizedTexts(value);
  return Object.fromEntries(
    locales.map((locale) => [locale, locale === 'en' ? 0 : texts.filter((text) => text.en && !text[locale]).length]),
  ) as Record<Locale, number>;
}
