import type { ReactNode } from 'react';
import { fallbackLang } from '@/components/site/localized';
import { pick, type LocalizedText } from '@/content/fields';
import type { Locale } from '@/lib/locales';

/**
 * The opening band of a case study's, project's or service's page: the item's h1 between what leads to it (a way
 * back, its categories) and what follows it (its description, facts, actions), its picture beside them.
 */
export function DetailHero({
  title,
  locale,
  lead,
  media,
  tall = false,
  children,
}: {
  title: LocalizedText;
  locale: Locale;
  lead: ReactNode;
  media: ReactNode;
  /** More room above and below on wider screens. */
  tall?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(234_88_12/0.35),transparent)]"
      />
      <div
        className={`relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 ${tall ? 'sm:py-24' : 'sm:py-20'} lg:grid-cols-2 lg:items-center lg:px-8`}
      >
        <div>
          {lead}
          <h1
            className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
            {...fallbackLang(title, locale)}
          >
            {pick(title, locale)}
          </h1>
          {children}
        </div>
        {media}
      </div>
    </section>
  );
}
