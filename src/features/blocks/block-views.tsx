import { Calculator } from '@/components/icons';
import type { ReactNode } from 'react';
import { CtaBand } from '@/components/site/cta-band';
import { FaqList, faqItems } from '@/components/site/faq-list';
import { LocalLink } from '@/components/site/local-link';
import { fallbackLang, Localized } from '@/components/site/localized';
import { RichText } from '@/components/site/rich-text-view';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import type { BlockOf } from '@/content/blocks';
import { pick, type LocalizedText } from '@/content/fields';
import { CaseStudyCard } from '@/features/case-studies/case-study-card';
import { Picture, type Images } from '@/features/media/picture';
import { ProjectCard } from '@/features/portfolio/project-card';
import { ServiceCard } from '@/features/services/service-card';
import type { Translator } from '@/i18n/translator';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/locales';
import { mayBePageAddress } from '@/lib/page-address';
import { isPagePath, localizedPath, paths } from '@/lib/paths';
import type { ShownBlock } from './blocks-page';
import { heroImageSizes } from './hero-image';

interface BlockContext {
  locale: Locale;
  t: Translator;
  images: Images;
}

type Action = { label: LocalizedText; href: string };

/** Where an action goes: a page of the site in the page's language, any other address as written. */
function actionHref(href: string, locale: Locale): string {
  const [path = ''] = href.split(/[?#]/);
  return href.startsWith('/') && (isPagePath(path) || mayBePageAddress(path)) ? localizedPath(locale, href) : href;
}

function Actions({ actions, locale, inverse }: { actions: readonly Action[]; locale: Locale; inverse?: boolean }) {
  return actions.map((action, index) => (
    <a
      key={action.href + index}
      href={actionHref(action.href, locale)}
      className={buttonVariants({
        size: 'lg',
        variant: index === 0 ? 'primary' : inverse ? 'inverse' : 'secondary',
      })}
    >
      <Localized text={action.label} locale={locale} />
    </a>
  ));
}

/** A block's heading and lead text, when it has them; `id` labels the block's section. */
function Heading({
  id,
  heading,
  text,
  locale,
  align = 'center',
}: {
  id: string;
  heading?: LocalizedText;
  text?: LocalizedText;
  locale: Locale;
  align?: 'center' | 'start';
}) {
  if (!heading) return null;
  return (
    <div className="mb-12">
      <SectionHeading
        id={id}
        align={align}
        title={pick(heading, locale)}
        description={text ? pick(text, locale) : undefined}
      />
    </div>
  );
}

function Hero({
  block,
  id,
  first,
  context,
}: {
  block: BlockOf<'hero'>;
  id: string;
  first: boolean;
  context: BlockContext;
}) {
  const { locale, images } = context;
  const Title = first ? 'h1' : 'h2';
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white" aria-labelledby={id}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(234_88_12/0.35),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgb(56_189_248/0.18),transparent)]"
      />
      <div
        className={cn(
          'relative mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:px-8',
          block.image && 'lg:grid-cols-[1.05fr_1fr] lg:items-center',
        )}
      >
        <div className="max-w-3xl">
          {block.eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-ember-500 uppercase">
              <Localized text={block.eyebrow} locale={locale} />
            </p>
          )}
          <Title id={id} className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Localized text={block.heading} locale={locale} />
          </Title>
          {block.text && (
            <p className="mt-6 text-lg text-pretty text-slate-300 sm:text-xl">
              <Localized text={block.text} locale={locale} />
            </p>
          )}
          {block.actions.length > 0 && (
            <div className="mt-10 flex flex-wrap gap-3">
              <Actions actions={block.actions} locale={locale} inverse />
            </div>
          )}
        </div>
        {block.image && (
          <div className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10">
            <Picture
              images={images}
              src={block.image}
              alt={pick(block.imageAlt ?? block.heading, locale)}
              sizes={`${heroImageSizes.wideMedia} ${heroImageSizes.wide}, 100vw`}
              imgClassName="aspect-video w-full object-cover"
            />
          </div>
        )}
      </div>
    </section>
  );
}

function ImageText({ block, id, context }: { block: BlockOf<'imageText'>; id: string; context: BlockContext }) {
  const { locale, images } = context;
  return (
    <Section labelledBy={id} className="below-fold">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn('overflow-hidden rounded-2xl', block.imageSide === 'end' && 'lg:order-last')}>
          <Picture
            images={images}
            src={block.image}
            alt={pick(block.imageAlt ?? block.heading, locale)}
            sizes="(min-width: 1024px) 600px, 100vw"
            imgClassName="aspect-[4/3] w-full object-cover"
          />
        </div>
        <div>
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            <Localized text={block.heading} locale={locale} />
          </h2>
          <RichText
            text={pick(block.body, locale)}
            className="mt-6 text-lg text-slate-600 dark:text-slate-300"
            {...fallbackLang(block.body, locale)}
          />
          {block.action && (
            <div className="mt-8 flex">
              <Actions actions={[block.action]} locale={locale} />
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}

/**
 * One block of a page, drawn on the server as plain HTML; `island` is its interactive part (a carousel, a form, a
 * video player), which the page's renderer hydrates. `first` makes a hero the page's h1.
 */
export function BlockView({
  shown,
  first,
  context,
  island,
}: {
  shown: ShownBlock;
  first: boolean;
  context: BlockContext;
  island?: ReactNode;
}): ReactNode {
  const { locale, t, images } = context;
  const id = `block-${shown.key}`;
  const { block } = shown;
  switch (block.type) {
    case 'hero':
      return <Hero block={block} id={id} first={first} context={context} />;
    case 'richText':
      return (
        <Section labelledBy={block.heading ? id : undefined} className="below-fold">
          <div className="mx-auto max-w-3xl">
            {block.heading && (
              <h2 id={id} className="mb-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                <Localized text={block.heading} locale={locale} />
              </h2>
            )}
            <RichText
              text={pick(block.body, locale)}
              className="text-lg text-slate-700 dark:text-slate-300"
              {...fallbackLang(block.body, locale)}
            />
          </div>
        </Section>
      );
    case 'imageText':
      return <ImageText block={block} id={id} context={context} />;
    case 'figures':
      return (
        <Section tone="muted" labelledBy={block.heading ? id : undefined}>
          <Heading id={id} heading={block.heading} locale={locale} />
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
          <Heading id={id} heading={block.heading} text={block.text} locale={locale} />
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
          <Heading id={id} heading={block.heading} text={block.text} locale={locale} />
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
          <Heading id={id} heading={block.heading} text={block.text} locale={locale} />
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
          <Heading id={id} heading={block.heading} text={block.text} locale={locale} />
          {island}
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
          <Heading id={id} heading={block.heading} locale={locale} />
          <FaqList items={faqItems(block.items, locale)} />
        </Section>
      );
    case 'video':
      return (
        <Section labelledBy={block.heading ? id : undefined} className="below-fold">
          <Heading id={id} heading={block.heading} locale={locale} />
          {island}
        </Section>
      );
    case 'cta':
      return (
        <CtaBand
          title={pick(block.heading, locale)}
          text={block.text ? pick(block.text, locale) : undefined}
          actions={<Actions actions={block.actions} locale={locale} inverse />}
        />
      );
    case 'contactForm':
      return (
        <Section labelledBy={id} tone="muted">
          <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
            <Heading id={id} heading={block.heading} text={block.text} locale={locale} align="start" />
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
