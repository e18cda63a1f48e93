import { Check } from '@/components/icons';
import { ContactPricingActions } from '@/components/site/contact-pricing-actions';
import { CtaBand } from '@/components/site/cta-band';
import { Localized } from '@/components/site/localized';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { pick } from '@/content/fields';
import type { PageOf } from '@/content/page';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';

/** The process page: the phases of a project as a numbered timeline, each with what it delivers. */
export function ProcessView({ page, locale, t }: { page: PageOf<'process'>; locale: Locale; t: Translator }) {
  return (
    <>
      <PageHero eyebrow={t('process.eyebrow')} title={t('process.title')} description={pick(page.intro, locale)} />
      <Section>
        <ol
          className="relative mx-auto max-w-4xl space-y-8 before:absolute before:inset-y-4 before:start-6 before:w-px before:bg-slate-200 dark:before:bg-slate-800"
          data-testid="phases"
        >
          {page.phases.map((phase, index) => (
            <li key={phase.title.en} className="relative flex gap-6">
              <span className="relative z-10 inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ember-700 text-lg font-bold text-white shadow">
                {index + 1}
              </span>
              <div className="flex-1 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <p className="text-sm font-semibold text-ember-700 dark:text-ember-500">
                  {t('process.phase', { number: index + 1 })}
                </p>
                <h2 className="mt-1 text-xl font-bold tracking-tight">
                  <Localized text={phase.title} locale={locale} />
                </h2>
                <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">
                  <Localized text={phase.description} locale={locale} />
                </p>
                <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                  {phase.bullets.map((bullet) => (
                    <li key={bullet.en} className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
                      <Localized text={bullet} locale={locale} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand
        title={t('process.ctaTitle')}
        text={t('process.ctaText')}
        actions={<ContactPricingActions t={t} locale={locale} />}
      />
    </>
  );
}
