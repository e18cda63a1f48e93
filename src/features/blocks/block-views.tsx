import { Calculator } from '@/components/icons';
import type { ReactNode } from 'react';
import { FaqList, faqItems } from '@/components/site/faq-list';
import { LocalLink } from '@/components/site/local-link';
import { Localized } from '@/components/site/localized';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import { CaseStudyCard } from '@/features/case-studies/case-study-card';
import { ProjectCard } from '@/features/portfolio/project-card';
import { ServiceCard } from '@/features/services/service-card';
import { paths } from '@/lib/paths';
import type { ShownBlock } from './blocks-page';

import { Heading, type BlockContext } from './block-parts';
import { Cta, Features, Hero, ImageText, RichTextBlock, Skills, Steps } from './block-sections';

/**
 * One block of a page, drawn on the server as plain HTML; `island` is its interactive part (a carousel, a form, a
 * video player), and `videos` the video testimonials under a testimonials carousel, which the page's renderer
 * hydrates. `first` makes a hero the page's h1.
 */
export function BlockView({
  shown,
  first,
  context,
  island,
  videos,
}: {
  shown: ShownBlock;
  first: boolean;
  context: BlockContext;
  island?: ReactNode;
  videos?: ReactNode;
}): ReactNode {
  const { locale, t, images } = context;
  const id = `block-${shown.key}`;
  const { block } = shown;
  switch (block.type) {
    case 'hero':
      return <Hero block={block} id={id} first={first} context={context} />;
    case 'richText':
      return <RichTextBlock block={block} id={id} context={context} />;
    case 'imageText':
      return <ImageText block={block} id={id} context={context} />;
    case 'figures':
      return (
        <Section tone="muted" labelledBy={block.heading ? id : undefined}>
          <Heading id={id} block={block} locale={locale} />
          <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
            {block.items.map((item) => (
              <div
                key={item.value + item.label.en}
                className="flex flex-col rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
              >
                <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">
                  <Localized text={item.label} locale={locale} />
                </dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-ember-700 sm:text-4xl dark:text-ember-500">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      );
    case 'services':
      return (
        <Section tone="muted" labelledBy={id} className="below-fold">
          <Heading id={id} block={block} locale={locale} />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {'services' in shown &&
              shown.services.map((service) => (
                <li key={service.id} className="flex [&>article]:flex-1">
                  <ServiceCard images={images} t={t} service={service} locale={locale} />
                </li>
              ))}
          </ul>
        </Section>
      );
    case 'projects':
      return (
        <Section labelledBy={id} className="below-fold">
          <Heading id={id} block={block} locale={locale} side />
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="block-projects">
            {'projects' in shown &&
              shown.projects.map((project, index) => (
                <li key={project.id} className="flex">
                  <ProjectCard images={images} project={project} locale={locale} t={t} index={index} />
                </li>
              ))}
          </ul>
        </Section>
      );
    case 'caseStudies':
      return (
        <Section labelledBy={id} className="below-fold">
          <Heading id={id} block={block} locale={locale} side />
          <div className="grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {'studies' in shown &&
              shown.studies.map((study, index) => (
                <CaseStudyCard
                  key={study.id}
                  images={images}
                  study={study}
                  description={{ text: pick(study.description, locale), from: study.description }}
                  locale={locale}
                  t={t}
                  index={index}
                />
              ))}
          </div>
        </Section>
      );
    case 'testimonials':
      return (
        <Section labelledBy={id} className="below-fold">
          <Heading id={id} block={block} locale={locale} />
          {island}
          {block.videosHeading && videos && (
            <>
              <h3 className="mt-20 text-center text-2xl font-bold tracking-tight">
                <Localized text={block.videosHeading} locale={locale} />
              </h3>
              <div className="mx-auto mt-8 max-w-5xl">{videos}</div>
            </>
          )}
        </Section>
      );
    case 'logos':
      return (
        <section
          aria-label={block.heading ? pick(block.heading, locale) : t('home.logosTitle')}
          className="border-b border-slate-200 py-10 dark:border-slate-800"
        >
          <p className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {block.heading ? <Localized text={block.heading} locale={locale} /> : t('home.logosTitle')}
          </p>
          <div className="mx-auto mt-6 max-w-7xl px-4">{island}</div>
        </section>
      );
    case 'faq':
      return (
        <Section tone="muted" labelledBy={id} className="below-fold">
          <Heading id={id} block={block} locale={locale} />
          <FaqList items={faqItems(block.items, locale)} />
        </Section>
      );
    case 'video':
      return (
        <Section labelledBy={block.heading ? id : undefined} className="below-fold">
          <Heading id={id} block={block} locale={locale} />
          {island}
        </Section>
      );
    case 'cta':
      return <Cta block={block} id={id} context={context} />;
    case 'features':
      return <Features block={block} id={id} context={context} />;
    case 'skills':
      return <Skills block={block} id={id} context={context} />;
    case 'steps':
      return <Steps block={block} id={id} context={context} />;
    case 'contactForm':
      return (
        <Section labelledBy={id} tone="muted">
          <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
            <Heading id={id} block={block} locale={locale} align="start" />
            {island}
          </div>
        </Section>
      );
    case 'pricingTeaser':
      return (
        <Section labelledBy={id} className="below-fold">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-ember-50 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between dark:bg-ember-600/10">
            <div className="max-w-2xl">
              <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
                <Localized text={block.heading} locale={locale} />
              </h2>
              {block.text && (
                <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
                  <Localized text={block.text} locale={locale} />
                </p>
              )}
            </div>
            <LocalLink
              locale={locale}
              href={block.tab ? `${paths.pricing}?tab=${block.tab}` : paths.pricing}
              className={buttonVariants({ size: 'lg' })}
              data-track="Pricing calculator"
              data-track-id={`block-pricing-${shown.key}`}
            >
              <Calculator aria-hidden="true" />
              {t('actions.viewPricing')}
            </LocalLink>
          </div>
        </Section>
      );
  }
}
