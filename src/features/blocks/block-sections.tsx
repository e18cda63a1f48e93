import { Check } from '@/components/icons';
import { CtaBand } from '@/components/site/cta-band';
import { Icon } from '@/components/site/icon';
import { IconCards } from '@/components/site/icon-cards';
import { fallbackLang, Localized } from '@/components/site/localized';
import { ProgressBar } from '@/components/site/progress-bar';
import { RichText } from '@/components/site/rich-text-view';
import { Section, SectionHeading } from '@/components/site/section';
import type { BlockOf } from '@/content/blocks';
import { pick } from '@/content/fields';
import { Picture } from '@/features/media/picture';
import { cn } from '@/lib/cn';
import { heroImageSizes } from './hero-image';

import { Actions, Heading, type BlockContext } from './block-parts';

export function Hero({
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
  const { locale, t, images } = context;
  const Title = first ? 'h1' : 'h2';
  const wide = block.image !== undefined;
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white" aria-labelledby={id}>
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-0',
          wide
            ? 'bg-[radial-gradient(60rem_30rem_at_90%_-10%,rgb(234_88_12/0.35),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(56_189_248/0.2),transparent)]'
            : 'bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(234_88_12/0.35),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgb(56_189_248/0.18),transparent)]',
        )}
      />
      <div
        className={cn(
          'relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8',
          wide ? 'grid gap-12 py-16 sm:py-24 lg:grid-cols-[1.05fr_1fr] lg:items-center' : 'py-20 sm:py-28',
        )}
      >
        <div className={cn(!wide && 'max-w-3xl')}>
          {block.eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-ember-500 uppercase">
              <Localized text={block.eyebrow} locale={locale} />
            </p>
          )}
          <Title id={id} className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Localized text={block.heading} locale={locale} />
          </Title>
          {block.text && (
            <p className={cn('mt-6 text-lg text-pretty text-slate-300', !wide && 'sm:text-xl')}>
              <Localized text={block.text} locale={locale} />
            </p>
          )}
          {block.benefits && block.benefits.length > 0 && (
            <>
              <h2 className="sr-only">{t('home.benefitsLabel')}</h2>
              <ul className="mt-8 grid gap-3 sm:grid-cols-2">
                {block.benefits.map((benefit, index) => (
                  <li key={index} className="flex gap-3 text-sm text-slate-200">
                    <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-ember-600/20 text-ember-500">
                      <Check aria-hidden="true" className="size-3.5" />
                    </span>
                    <Localized text={benefit} locale={locale} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {block.actions.length > 0 && (
            <div className="mt-10 flex flex-wrap gap-3">
              <Actions actions={block.actions} locale={locale} inverse trackId={id} />
            </div>
          )}
          {block.note && (
            <p className="mt-8 text-sm font-semibold text-slate-300">
              <Localized text={block.note} locale={locale} />
            </p>
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
        {block.figures && block.figures.length > 0 && (
          <dl
            className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', wide ? 'lg:col-span-2' : 'mt-14')}
            aria-label={block.figuresLabel ? pick(block.figuresLabel, locale) : undefined}
            data-testid="hero-figures"
          >
            {block.figures.map((figure, index) => (
              <div key={index} className="flex flex-col-reverse rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <dt className="mt-1 text-sm text-slate-300">
                  <Localized text={figure.label} locale={locale} />
                </dt>
                <dd className="text-3xl font-bold text-white">{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

/** Cards with an icon, three to a row: values, reasons, what a client gets. */
export function Features({ block, id, context }: { block: BlockOf<'features'>; id: string; context: BlockContext }) {
  const { locale } = context;
  return (
    <Section tone="muted" labelledBy={id} className="below-fold">
      <Heading id={id} block={block} locale={locale} />
      <IconCards items={block.items} locale={locale} />
    </Section>
  );
}

/** Skill bars beside the technologies worked with, in their groups. */
export function Skills({ block, id, context }: { block: BlockOf<'skills'>; id: string; context: BlockContext }) {
  const { locale, t } = context;
  return (
    <Section labelledBy={id} className="below-fold">
      <div className={cn('grid gap-12', block.technologyGroups.length > 0 && 'lg:grid-cols-2')}>
        <div>
          <SectionHeading
            id={id}
            align="start"
            eyebrow={block.eyebrow ? pick(block.eyebrow, locale) : undefined}
            title={pick(block.heading, locale)}
            description={block.text ? pick(block.text, locale) : undefined}
          />
          <div className="mt-10 space-y-5" data-testid="skills">
            {block.skills.map((skill, index) => (
              <ProgressBar
                key={index}
                label={pick(skill.name, locale)}
                value={skill.percent}
                valueText={t('about.skillValue', { value: skill.percent })}
              />
            ))}
          </div>
        </div>
        {block.technologyGroups.length > 0 && (
          <div>
            {block.technologiesHeading && (
              <h2 className="text-2xl font-bold tracking-tight">
                <Localized text={block.technologiesHeading} locale={locale} />
              </h2>
            )}
            <div className="mt-8 space-y-6">
              {block.technologyGroups.map((group, index) => (
                <div key={index}>
                  <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    <Localized text={group.name} locale={locale} />
                  </h3>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {group.items.map((item) => (
                      <li
                        key={item}
                        className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
                      >
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    </Section>
  );
}

/** Numbered steps on a line, each with what it delivers: a project's phases. */
export function Steps({ block, id, context }: { block: BlockOf<'steps'>; id: string; context: BlockContext }) {
  const { locale, t } = context;
  const Title = block.heading ? 'h3' : 'h2';
  return (
    <Section labelledBy={block.heading ? id : undefined}>
      <Heading id={id} block={block} locale={locale} />
      <ol
        className="relative mx-auto max-w-4xl space-y-8 before:absolute before:inset-y-4 before:start-6 before:w-px before:bg-slate-200 dark:before:bg-slate-800"
        data-testid="steps"
      >
        {block.items.map((step, index) => (
          <li key={index} className="relative flex gap-6">
            <span className="relative z-10 inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ember-700 text-lg font-bold text-white shadow">
              {index + 1}
            </span>
            <div className="flex-1 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <p className="text-sm font-semibold text-ember-700 dark:text-ember-500">
                {t('process.phase', { number: index + 1 })}
              </p>
              <Title className="mt-1 text-xl font-bold tracking-tight">
                <Localized text={step.title} locale={locale} />
              </Title>
              <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">
                <Localized text={step.description} locale={locale} />
              </p>
              {step.bullets.length > 0 && (
                <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                  {step.bullets.map((bullet, i) => (
                    <li key={i} className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
                      <Localized text={bullet} locale={locale} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Rich text, with short cards beside it when it has them (a mission and a vision). */
export function RichTextBlock({
  block,
  id,
  context,
}: {
  block: BlockOf<'richText'>;
  id: string;
  context: BlockContext;
}) {
  const { locale } = context;
  const cards = block.cards ?? [];
  const text = (
    <div className={cn(cards.length === 0 && 'mx-auto max-w-3xl')}>
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
  );
  return (
    <Section labelledBy={block.heading ? id : undefined} className="below-fold">
      {cards.length === 0 ? (
        text
      ) : (
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          {text}
          <div className="space-y-6">
            {cards.map((card, index) => (
              <div
                key={index}
                className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <h3 className="text-xl font-semibold">
                  <Localized text={card.title} locale={locale} />
                </h3>
                <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">
                  <Localized text={card.text} locale={locale} />
                </p>
              </div>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}

/** The closing band: heading, text and buttons, with cards beside them under their own heading when it has them. */
export function Cta({ block, id, context }: { block: BlockOf<'cta'>; id: string; context: BlockContext }) {
  const { locale } = context;
  return (
    <CtaBand
      title={pick(block.heading, locale)}
      text={block.text ? pick(block.text, locale) : undefined}
      actions={<Actions actions={block.actions} locale={locale} inverse trackId={id} />}
    >
      {block.points && (
        <div>
          <h3 className="text-lg font-semibold">
            <Localized text={block.points.heading} locale={locale} />
          </h3>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {block.points.items.map((point, index) => (
              <li key={index} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
                <Icon name={point.icon} className="size-5 text-ember-500" />
                <p className="mt-3 font-semibold">
                  <Localized text={point.title} locale={locale} />
                </p>
                <p className="mt-1 text-sm text-slate-300">
                  <Localized text={point.description} locale={locale} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </CtaBand>
  );
}

export function ImageText({ block, id, context }: { block: BlockOf<'imageText'>; id: string; context: BlockContext }) {
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
              <Actions actions={[block.action]} locale={locale} trackId={id} />
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}
