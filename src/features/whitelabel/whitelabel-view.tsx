import { ArrowDown, Check, Clock, Mail } from '@/components/icons';
import type { ReactNode } from 'react';
import { faqItems } from '@/components/site/faq-list';
import { FaqSection } from '@/components/site/faq-section';
import { IconCards } from '@/components/site/icon-cards';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import { leadFormProps } from '@/features/leads/forms';
import type { WhitelabelFormProps } from '@/features/leads/whitelabel-form-client';
import { breadcrumbJsonLd } from '@/features/seo/json-ld';
import { translatorFor } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { getPage } from '@/server/queries/pages';
import { getSiteSettings } from '@/server/queries/settings';
import { Localized } from '@/components/site/localized';

/** The id of the partnership form's section; the hero's Get Started scrolls to it. */
const partnerFormId = 'partner-form';

/** Everything the white-label page shows, in `locale`; none when the page is missing. */
export async function whitelabelPage(locale: Locale) {
  const [page, site, t, form] = await Promise.all([
    getPage('whitelabel'),
    getSiteSettings(),
    translatorFor(locale),
    leadFormProps(locale, paths.whitelabel, 'whitelabel'),
  ]);
  if (!page) return undefined;
  const whitelabelForm: WhitelabelFormProps = {
    labels: form.labels,
    captcha: form.captcha,
    services: form.services,
    hidden: form.hidden,
    permalink: form.permalink,
  };
  return {
    page,
    site,
    locale,
    t,
    whitelabelForm,
    structuredData: breadcrumbJsonLd(locale, [
      { name: t('pages.home'), path: paths.home },
      { name: t('pages.whitelabel'), path: paths.whitelabel },
    ]),
  };
}

type WhitelabelPageProps = Omit<
  NonNullable<Awaited<ReturnType<typeof whitelabelPage>>>,
  'whitelabelForm' | 'structuredData'
>;

/**
 * The white-label page (spec 001): why, who, what, how, the engagement models, quality, FAQ and the inquiry section
 * (`form`: the island, which the page's renderer hydrates).
 */
export function WhitelabelView({ page, site, locale, t, form }: WhitelabelPageProps & { form: ReactNode }) {
  const email = site.emails.partnerships;

  return (
    <>
      <PageHero
        eyebrow={t('whitelabel.eyebrow')}
        title={t('whitelabel.title')}
        description={pick(page.intro, locale)}
        actions={
          <>
            <a href={`#${partnerFormId}`} className={buttonVariants({ size: 'lg' })}>
              {t('actions.getStarted')}
              <ArrowDown aria-hidden="true" />
            </a>
            <a href="#engagement-models" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {t('whitelabel.seeModels')}
            </a>
          </>
        }
      />

      <Section labelledBy="reasons-heading">
        <SectionHeading
          id="reasons-heading"
          eyebrow={t('whitelabel.reasonsEyebrow')}
          title={t('whitelabel.reasonsTitle')}
          description={t('whitelabel.reasonsText')}
        />
        <IconCards className="mt-12" items={page.reasons} locale={locale} />
      </Section>

      <Section tone="muted" labelledBy="partners-heading">
        <SectionHeading
          id="partners-heading"
          eyebrow={t('whitelabel.partnersEyebrow')}
          title={t('whitelabel.partnersTitle')}
          description={t('whitelabel.partnersText')}
        />
        <IconCards className="mt-12" items={page.partnerTypes} locale={locale} />
      </Section>

      <Section labelledBy="services-heading">
        <SectionHeading
          id="services-heading"
          eyebrow={t('whitelabel.servicesEyebrow')}
          title={t('whitelabel.servicesTitle')}
          description={t('whitelabel.servicesText')}
        />
        <IconCards className="mt-12" items={page.services} locale={locale} />
      </Section>

      <Section tone="dark" labelledBy="process-heading">
        <SectionHeading
          id="process-heading"
          eyebrow={t('whitelabel.processEyebrow')}
          title={t('whitelabel.processTitle')}
          description={t('whitelabel.processText')}
          inverse
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.steps.map((step, index) => (
            <li key={step.title.en} className="rounded-2xl border border-white/10 bg-white/5 p-6">
              <p className="flex items-center gap-3 text-sm font-semibold text-ember-500">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-ember-700 text-base text-white"
                >
                  {index + 1}
                </span>
                {t('whitelabel.stepLabel', { number: index + 1 })}
              </p>
              <h3 className="mt-4 text-lg font-semibold">
                <Localized text={step.title} locale={locale} />
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-300">
                <Localized text={step.description} locale={locale} />
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="engagement-models" tone="muted" labelledBy="models-heading" className="scroll-mt-16">
        <SectionHeading
          id="models-heading"
          eyebrow={t('whitelabel.modelsEyebrow')}
          title={t('whitelabel.modelsTitle')}
          description={t('whitelabel.modelsText')}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {page.engagementModels.map((model) => (
            <li
              key={model.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="text-xl font-bold text-slate-900 dark:text-white">
                <Localized text={model.name} locale={locale} />
              </h3>
              <p className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-300">
                <Localized text={model.description} locale={locale} />
              </p>
              <p className="mt-5 rounded-xl bg-ember-50 p-4 text-sm text-slate-800 dark:bg-ember-600/10 dark:text-slate-200">
                <span className="font-semibold text-ember-800 dark:text-ember-500">{t('whitelabel.bestFor')}: </span>
                <Localized text={model.bestFor} locale={locale} />
              </p>
              <ul className="mt-6 space-y-3">
                {model.features.map((feature) => (
                  <li key={feature.en} className="flex gap-3 text-sm text-slate-700 dark:text-slate-300">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-700 dark:text-ember-500" />
                    <Localized text={feature} locale={locale} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="technical-heading">
        <SectionHeading
          id="technical-heading"
          eyebrow={t('whitelabel.technicalEyebrow')}
          title={t('whitelabel.technicalTitle')}
          description={t('whitelabel.technicalText')}
        />
        <IconCards className="mt-12" items={page.technicalApproach} locale={locale} columns={4} />
      </Section>

      <Section tone="muted" labelledBy="communication-heading">
        <SectionHeading
          id="communication-heading"
          eyebrow={t('whitelabel.communicationEyebrow')}
          title={t('whitelabel.communicationTitle')}
          description={t('whitelabel.communicationText')}
        />
        <IconCards className="mt-12" items={page.communication} locale={locale} columns={4} />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl bg-navy-950 p-8 text-white dark:bg-slate-900">
            <h3 className="text-lg font-semibold">{t('whitelabel.metricsTitle')}</h3>
            <dl className="mt-6 grid grid-cols-2 gap-6">
              {page.qaMetrics.map((metric) => (
                <div key={metric.label.en} className="flex flex-col gap-1">
                  <dt className="text-sm text-slate-300">
                    <Localized text={metric.label} locale={locale} />
                  </dt>
                  <dd className="order-first text-3xl font-bold tracking-tight text-ember-500">{metric.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-8 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('whitelabel.responseTitle')}</h3>
            <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
              {page.responseTimes.map((row) => (
                <div key={row.label.en} className="flex items-center justify-between gap-4 py-3">
                  <dt className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
                    <Clock aria-hidden="true" className="size-4 text-ember-700 dark:text-ember-500" />
                    <Localized text={row.label} locale={locale} />
                  </dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    <Localized text={row.value} locale={locale} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <FaqSection
        id="faq-heading"
        eyebrow={t('whitelabel.faqEyebrow')}
        title={t('whitelabel.faqTitle')}
        items={faqItems(page.faqs, locale)}
      />

      <Section id={partnerFormId} tone="muted" labelledBy="partner-form-heading" className="scroll-mt-16">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeading
            id="partner-form-heading"
            align="start"
            eyebrow={t('whitelabel.formEyebrow')}
            title={t('whitelabel.formTitle')}
            description={t('whitelabel.formText')}
            actions={
              <a href={`mailto:${email}`} className={buttonVariants({ variant: 'secondary' })}>
                <Mail aria-hidden="true" />
                {t('whitelabel.formEmail', { email })}
              </a>
            }
          />
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
            {form}
          </div>
        </div>
      </Section>
    </>
  );
}
