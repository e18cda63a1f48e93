import type { ReactNode } from 'react';
import { MessageSquare, Quote, type IconComponent } from '@/components/icons';
import { Localized } from '@/components/site/localized';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import type { LocalizedText } from '@/content/fields';
import { LocalLink } from '@/components/site/local-link';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';

/** One line of a detail page's information card (Client, Industry, Timeline, …). */
function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-4 first:pt-0">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-medium text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

const technologyTag =
  'rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300';

/**
 * The sticky card beside a project's or case study's story: client, industry, timeline, services and technologies,
 * then the way to start a project like it. The timeline row is left out when there is none.
 */
export function FactsSidebar({
  headingId,
  labels,
  facts,
  timeline,
  technologyIcon: TechnologyIcon,
  locale,
}: {
  headingId: string;
  labels: Record<'heading' | 'client' | 'industry' | 'timeline' | 'services' | 'technologies' | 'contact', string>;
  facts: {
    client: string;
    industry: LocalizedText;
    services: readonly LocalizedText[];
    technologies: readonly string[];
  };
  timeline: ReactNode;
  /** Drawn before each technology's name. */
  technologyIcon?: IconComponent;
  locale: Locale;
}) {
  return (
    <aside aria-labelledby={headingId} className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h2 id={headingId} className="text-xl font-semibold">
          {labels.heading}
        </h2>
        <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
          <InfoRow label={labels.client}>{facts.client}</InfoRow>
          <InfoRow label={labels.industry}>
            <Localized text={facts.industry} locale={locale} />
          </InfoRow>
          {timeline && <InfoRow label={labels.timeline}>{timeline}</InfoRow>}
          <InfoRow label={labels.services}>
            <ul className="space-y-1">
              {facts.services.map((service) => (
                <li key={service.en}>
                  <Localized text={service} locale={locale} />
                </li>
              ))}
            </ul>
          </InfoRow>
          <InfoRow label={labels.technologies}>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {facts.technologies.map((technology) =>
                TechnologyIcon ? (
                  <li key={technology} className={`inline-flex items-center gap-1 ${technologyTag}`}>
                    <TechnologyIcon aria-hidden="true" className="size-3.5 text-ember-700 dark:text-ember-500" />
                    {technology}
                  </li>
                ) : (
                  <li key={technology} className={technologyTag}>
                    {technology}
                  </li>
                ),
              )}
            </ul>
          </InfoRow>
        </dl>
        <LocalLink
          locale={locale}
          href={paths.contact}
          className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
        >
          <MessageSquare aria-hidden="true" />
          {labels.contact}
        </LocalLink>
      </div>
    </aside>
  );
}

/** The gallery band of a project or case study, around the gallery itself. */
export function GallerySection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Section tone="muted" labelledBy="gallery-heading">
      <h2 id="gallery-heading" className="mb-8 text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </Section>
  );
}

/** A client's words on a project or case study: the quote, who said it and their role. */
export function ClientQuote({
  quote,
  author,
  role,
  locale,
}: {
  quote: LocalizedText;
  author: string;
  role: string;
  locale: Locale;
}) {
  return (
    <figure className="rounded-2xl bg-navy-950 p-8 text-white dark:bg-slate-900">
      <Quote aria-hidden="true" className="size-8 text-ember-500" />
      <blockquote className="mt-4 text-lg leading-8">
        <Localized text={quote} locale={locale} />
      </blockquote>
      <figcaption className="mt-6 text-sm">
        <span className="font-semibold">{author}</span>
        <span className="text-slate-300">, {role}</span>
      </figcaption>
    </figure>
  );
}
