import { Clock, Mail, MapPin, Phone } from '@/components/icons';
import type { ReactNode } from 'react';
import { FaqList } from '@/components/site/faq-list';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import type { ServiceId } from '@/content/categories';
import { pick } from '@/content/fields';
import { organizationJsonLd } from '@/features/seo/json-ld';
import { formatterFor, translatorFor } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { estimateToSearchParams, moneyFormatFor, parseEstimate, quoteEstimate, type PricingTabId } from '@/lib/pricing';
import { getPage } from '@/server/queries/pages';
import { listPricingCatalogues } from '@/server/queries/pricing';
import { getSiteSettings } from '@/server/queries/settings';
import { listSocialPlans } from '@/server/queries/social-plans';
import type { ContactFormProps } from './contact-form-client';
import { leadFormProps } from './forms';
import { Localized } from '@/components/site/localized';
import { hoursLines } from '@/lib/opening-hours';
import { contactFactsFiller, fillLocalized } from '@/features/shell/contact-facts';

/** The service a calculator tab is about, to preselect it. */
const serviceOfTab: Record<PricingTabId, ServiceId> = {
  web: 'web-development',
  mobile: 'mobile-apps',
  web3: 'web3',
  ai: 'ai-automation',
  maintenance: 'web-development',
  marketing: 'digital-marketing',
  erp: 'crm-erp-development',
};

type Query = Record<string, string | string[] | undefined>;

/**
 * Everything the contact page shows, in `locale`: the office's facts, the form opened on the estimate or plan the
 * page's query names (validated against the catalogue), the FAQ. None when the page is missing.
 */
export async function contactPage(locale: Locale, query: Query) {
  const [page, site, t, catalogues, plans, form, fill] = await Promise.all([
    getPage('contact'),
    getSiteSettings(),
    translatorFor(locale),
    listPricingCatalogues(),
    listSocialPlans(),
    leadFormProps(locale, paths.contact, 'contact'),
    // The page's texts may name the settings' phone, e-mail and hours ({phone}, {email}, {hours}): always the current ones.
    contactFactsFiller(locale),
  ]);
  if (!page) return undefined;
  const format = formatterFor(locale);
  const money = (amount: number) => format.number(amount, moneyFormatFor(locale));
  const estimate = typeof query.tab === 'string' ? parseEstimate(query, catalogues) : undefined;
  const quote = estimate && estimate.options.length > 0 ? quoteEstimate(estimate, catalogues) : undefined;
  const catalogue = quote && catalogues.find((c) => c.id === quote.tab);
  const optionLabel = new Map(
    catalogue?.categories.flatMap((c) => c.options.map((o) => [o.id, pick(o.label, locale)] as const)) ?? [],
  );
  const plan = typeof query.plan === 'string' ? plans.find((p) => p.id === query.plan) : undefined;

  const defaults: { message?: string; services?: string[] } = {};
  const hidden: Record<string, string> = { ...form.hidden };
  /** The form is sent to the page it is on, with the same estimate or plan, so the page drawn again shows it again. */
  let search = '';
  let summary: EstimateSummary | undefined;
  if (quote && catalogue) {
    defaults.message = t('forms.estimateMessage', {
      tab: pick(catalogue.label, locale),
      options: quote.lines.map((line) => optionLabel.get(line.id) ?? line.id).join(', '),
      total: money(quote.total),
    });
    defaults.services = [serviceOfTab[quote.tab]];
    hidden.estimateTab = quote.tab;
    hidden.estimateOptions = quote.lines.map((line) => line.id).join(',');
    if (quote.interval) hidden.estimateInterval = quote.interval;
    search = `?${estimateToSearchParams({ tab: quote.tab, options: quote.lines.map((line) => line.id), interval: quote.interval })}`;
    summary = {
      title: `${t('forms.estimateTitle')} · ${pick(catalogue.label, locale)}`,
      label: t('forms.estimateTitle'),
      lines: quote.lines.map((line) =>
        t('forms.estimateLine', { label: optionLabel.get(line.id) ?? line.id, amount: money(line.amount) }),
      ),
      discount:
        quote.discount > 0
          ? t('forms.estimateDiscount', { percent: quote.discountPercent, amount: money(quote.discount) })
          : undefined,
      total: t('forms.estimateTotal', { total: money(quote.total) }),
      note: t('forms.estimateNote'),
    };
  } else if (plan) {
    defaults.message = t('forms.planMessage', { plan: pick(plan.name, locale) });
    defaults.services = ['digital-marketing'];
    hidden.plan = plan.id;
    search = `?plan=${encodeURIComponent(plan.id)}`;
  }
  const contactForm: ContactFormProps = {
    labels: { ...form.labels, budgetPlaceholder: t('forms.budgetPlaceholder') },
    captcha: form.captcha,
    services: form.services,
    budgets: form.budgets,
    hidden,
    permalink: form.permalink + search,
    defaults,
  };
  return {
    page,
    site,
    locale,
    t,
    hours: hoursLines(site.openingHours, locale, t('contact.closed')),
    responseNote: fillLocalized(page.responseNote, fill),
    faqs: page.faqs.map((faq) => ({ question: pick(faq.question, locale), answer: fill(pick(faq.answer, locale)) })),
    summary,
    planName: plan && !quote ? pick(plan.name, locale) : undefined,
    contactForm,
    structuredData: organizationJsonLd(site, locale),
  };
}

/** The estimate the calculator sent, in words, over the form. */
interface EstimateSummary {
  title: string;
  label: string;
  lines: string[];
  discount?: string;
  total: string;
  note: string;
}

type ContactPageProps = Omit<NonNullable<Awaited<ReturnType<typeof contactPage>>>, 'contactForm' | 'structuredData'>;

/** The contact page: the office's facts, the form (`form`: the island, which the page's renderer hydrates), the FAQ. */
export function ContactView({
  page,
  site,
  locale,
  t,
  hours,
  responseNote,
  faqs,
  summary,
  planName,
  form,
}: ContactPageProps & { form: ReactNode }) {
  const { address } = site;
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} description={pick(page.intro, locale)} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          <aside className="space-y-6">
            <h2 className="text-2xl font-bold tracking-tight">{t('contact.infoTitle')}</h2>
            <ul className="space-y-5">
              {[
                {
                  Icon: MapPin,
                  label: t('contact.office'),
                  value: (
                    <>
                      {/* Isolated: in Arabic the surrounding right-to-left text would otherwise reorder "118 N Texas St". */}
                      <bdi>{address.street}</bdi>
                      <br />
                      <bdi>
                        {address.city}, {address.region} {address.postalCode}
                      </bdi>
                    </>
                  ),
                },
                {
                  Icon: Phone,
                  label: t('contact.phone'),
                  value: (
                    <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} dir="ltr" className="hover:text-ember-700">
                      {site.phone}
                    </a>
                  ),
                },
                {
                  Icon: Mail,
                  label: t('contact.email'),
                  value: (
                    <a href={`mailto:${site.emails.contact}`} className="hover:text-ember-700">
                      {site.emails.contact}
                    </a>
                  ),
                },
                {
                  Icon: Clock,
                  label: t('contact.hours'),
                  value: hours.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  )),
                },
              ].map(({ Icon, label, value }) => (
                <li key={label} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-ember-50 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-slate-500 dark:text-slate-400">{label}</p>
                    <div className="mt-1 text-slate-800 dark:text-slate-200">{value}</div>
                  </div>
                </li>
              ))}
            </ul>
            <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-300">
              <Localized text={responseNote} locale={locale} />
            </p>
          </aside>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-2xl font-bold tracking-tight">{t('contact.formTitle')}</h2>
            {summary && (
              <section
                aria-label={summary.label}
                className="mt-6 rounded-xl border border-ember-600/30 bg-ember-50 p-4 text-sm dark:bg-ember-600/10"
                data-testid="estimate-summary"
              >
                <p className="font-semibold text-slate-900 dark:text-white">{summary.title}</p>
                <ul className="mt-2 space-y-1 text-slate-700 dark:text-slate-300">
                  {summary.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {summary.discount && <p className="mt-2">{summary.discount}</p>}
                <p className="mt-2 font-semibold">{summary.total}</p>
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{summary.note}</p>
              </section>
            )}
            {planName && (
              <p className="mt-6 rounded-xl bg-ember-50 p-4 text-sm font-medium dark:bg-ember-600/10">
                {t('contact.planFrom', { plan: planName })}
              </p>
            )}
            <div className="mt-8">{form}</div>
          </div>
        </div>
      </Section>
      <Section tone="muted" labelledBy="contact-faq">
        <h2 id="contact-faq" className="text-center text-3xl font-bold tracking-tight">
          {t('contact.faqTitle')}
        </h2>
        <div className="mt-10">
          <FaqList items={faqs} />
        </div>
      </Section>
    </>
  );
}
