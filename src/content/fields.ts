import { z } from 'zod';
import type { Locale } from '@/lib/locales';

/**
 * A text a visitor reads. English is required; the other languages are optional and fall back to English.
 */
export function localized(max = 2000) {
  const text = z.string().trim().min(1).max(max);
  return z.object({ en: text, es: text.optional(), de: text.optional(), ar: text.optional() }).strict();
}
export const localizedText = localized();
export type LocalizedText = z.infer<typeof localizedText>;

/** Rich text (a paragraph and a list, as plain text with bullet lines or as allowlisted HTML). */
export const localizedRichText = localized(20_000);

/** Long-form article text in the site's Markdown subset. */
export const localizedMarkdown = localized(60_000);

export function pick(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en;
}

export const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens');

/**
 * A site-relative path (`/images/x.webp`) or an absolute `https:` URL; nothing else (no `javascript:`, `data:`,
 * `//host`). Control characters are refused anywhere: browsers drop tabs and line breaks from URLs, so `/\t/evil.example`
 * would be followed as `//evil.example`.
 */
export const safeUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => {
      if (/[\u0000-\u001f\u007f]/.test(value)) return false;
      if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'Must be an https:// URL or a path starting with /' },
  );

/** An image served by the site itself, under `public/images/`. */
export const imagePath = z
  .string()
  .regex(
    /^\/images\/[a-z0-9/_-]+\.(webp|png|jpg|svg)$/,
    'Must be a site image path such as /images/projects/p1-cover.webp',
  );

/** Either a site image or an https URL (what an admin may paste). */
export const imageRef = z.union([imagePath, safeUrl]);

export const youtubeId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'A YouTube video id has 11 characters');

export const rating = z.number().int().min(1).max(5);

/** `2024-03` (a completed month) */
export const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM');
/** `2024-03-18` */
export const isoDate = z.iso.date();

export const year = z.number().int().min(2000).max(2100);

export const faq = z.object({ question: localized(300), answer: localized(3000) }).strict();

export const titledText = z.object({ title: localized(200), description: localized(2000) }).strict();

/** A figure shown as a big value with a label, e.g. "64%" / "conversion increase". */
export const metric = z.object({ value: z.string().trim().min(1).max(16), label: localized(120) }).strict();

/** Names of the icons the site can show (lucide icons, mapped in the UI). */
export const iconName = z.enum([
  'code',
  'smartphone',
  'blocks',
  'bot',
  'trending-up',
  'database',
  'rocket',
  'shield',
  'users',
  'clock',
  'chart',
  'dollar',
  'heart',
  'globe',
  'zap',
  'star',
  'target',
  'award',
  'layers',
  'search',
  'message',
  'settings',
  'check',
  'lightbulb',
  'handshake',
  'wrench',
  'refresh',
  'palette',
  'server',
  'lock',
]);
export type IconName = z.infer<typeof iconName>;
