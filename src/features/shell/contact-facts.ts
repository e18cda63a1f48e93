import 'server-only';
import { hoursSummary, withContactFacts, type ContactFacts } from '@/lib/opening-hours';
import { translatorFor } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import type { LocalizedText } from '@/content/fields';
import { getSiteSettings } from '@/server/queries/settings';

/**
 * The settings' phone, contact e-mail and office hours (in the page's language), which a text written in the admin
 * names as `{phone}`, `{email}` and `{hours}`: the settings stay the one place they are kept.
 */
async function contactFacts(locale: Locale): Promise<ContactFacts> {
  const [site, t] = await Promise.all([getSiteSettings(), translatorFor(locale)]);
  return {
    phone: site.phone,
    email: site.emails.contact,
    hours: hoursSummary(site.openingHours, locale, t('contact.closed')),
  };
}

/** A filler for the texts of one page: `fill(text)` names the settings' current phone, e-mail and hours. */
export async function contactFactsFiller(locale: Locale): Promise<(text: string) => string> {
  const facts = await contactFacts(locale);
  return (text) => withContactFacts(text, facts);
}

/** Every language of a text filled as `fill` does (the page then picks its own). */
export function fillLocalized(text: LocalizedText, fill: (text: string) => string): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([locale, value]) => [locale, typeof value === 'string' ? fill(value) : value]),
  ) as LocalizedText;
}
