import type { LocalizedText } from '@/content/fields';
import { rtlLocales, type Locale } from '@/lib/locales';

/**
 * Where a text has no translation and falls back to English: the attributes that say so (`lang="en"`, and `dir="ltr"`
 * on a right-to-left page). Spread them on the element holding a long text (an article, a rich-text block).
 */
export function fallbackLang(
  text: LocalizedText | undefined,
  locale: Locale,
): { lang: 'en'; dir?: 'ltr' } | Record<string, never> {
  if (!text || locale === 'en' || text[locale] !== undefined) return {};
  return rtlLocales.has(locale) ? { lang: 'en', dir: 'ltr' } : { lang: 'en' };
}

/** A localized text in the page's language; an untranslated one shows its English, marked as English. */
export function Localized({ text, locale }: { text: LocalizedText; locale: Locale }) {
  const translated = text[locale];
  if (translated !== undefined) return translated;
  const marks = fallbackLang(text, locale);
  return 'lang' in marks ? <span {...marks}>{text.en}</span> : text.en;
}
