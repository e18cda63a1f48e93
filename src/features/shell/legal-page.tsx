import 'server-only';
import { Markdown } from '@/components/site/markdown';
import { Localized } from '@/components/site/localized';
import type { LocalizedText } from '@/content/fields';
import { pick } from '@/content/fields';
import { formatterFor, translatorFor } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { getPage } from '@/server/queries/pages';
import { contactFactsFiller } from './contact-facts';

interface LegalViewProps {
  locale: Locale;
  title: LocalizedText;
  /** The date of the last change, as written (`2026-01-15`) and as said in the page's language. */
  updated: { iso: string; label: string };
  /** The text in the page's language, the settings' phone, e-mail and hours filled in. */
  body: string;
}

/** What the privacy policy or the terms show in `locale`; undefined when the page is missing (a 404). */
export async function legalPage(id: 'privacy' | 'terms', locale: Locale): Promise<LegalViewProps | undefined> {
  const [page, t, fill] = await Promise.all([getPage(id), translatorFor(locale), contactFactsFiller(locale)]);
  if (!page) return undefined;
  const date = formatterFor(locale).dateTime(new Date(`${page.updated}T12:00:00Z`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return {
    locale,
    title: page.title,
    updated: { iso: page.updated, label: t('legal.updated', { date }) },
    // The text may name the settings' phone, e-mail and hours ({phone}, {email}, {hours}).
    body: fill(pick(page.body, locale)),
  };
}

/** The privacy policy and the terms: a title, the date of the last change and the text from the seed. */
export function LegalView({ locale, title, updated, body }: LegalViewProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          <Localized text={title} locale={locale} />
        </h1>
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
          <time dateTime={updated.iso}>{updated.label}</time>
        </p>
      </header>
      <div className="mt-8">
        <Markdown source={body} locale={locale} />
      </div>
    </article>
  );
}
