import { Clock, Mail, MapPin, Phone } from '@/components/icons';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/site/faq-list';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import type { ServiceId } from '@/content/categories';
import { pick } from '@/content/fields';
import type { SiteSettings } from '@/content/site-settings';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { moneyFormatFor, parseEstimate, quoteEstimate, type PricingTabId } from '@/lib/pricing';
import { getPage } from '@/server/queries/pages';
import { listPricingCatalogues } from '@/server/queries/pricing';
import { listSocialPlans } from '@/server/queries/social-plans';
import { ContactForm } from './contact-form-client';
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

export async function ContactView({ locale, site, query }: { locale: Locale; site: SiteSettings; query: Query }) {
  const [page, t, tForms, format, catalogues, plans, form] = await Promise.all([
    getPage('contact'),
    getTranslations('contact'),
    getTranslations('forms'),
    getFormatter(),
    listPricingCatalogues(),
    listSocialPlans(),
    leadFormProps(locale, paths.contact, 'contact'),
  ]);
  if (!page) notFound();
  // The page's texts may name the settings' phone, e-mail and hours ({phone}, {email}, {hours}): always the current ones.
  const fill = await contactFactsFiller(locale);

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
  if (quote && catalogue) {
    defaults.message = tForms('estimateMessage', {
      tab: pick(catalogue.label, locale),
      options: quote.lines.map((line) => optionLabel.get(line.id) ?? line.id).join(', '),
      total: money(quote.total),
    });
    defaults.services = [serviceOfTab[quote.tab]];
    hidden.estimateTab = quote.tab;
    hidden.estimateOptions = quote.lines.map((line) => line.id).join(',');
    if (quote.interval) hidden.estimateInterval = quote.interval;
  } else if (plan) {
    defaults.message = tForms('planMessage', { plan: pick(plan.name, locale) });
    defaults.services = ['digital-marketing'];
    hidden.plan = plan.id;
  }

  const { address } = site;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={pick(page.intro, locale)} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          <aside className="space-y-6">
            <h2 className="text-2xl font-bold tracking-tight">{t('infoTitle')}</h2>
            <ul className="space-y-5">
              {[
                {
                  Icon: MapPin,
                  label: t('office'),
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
                  label: t('phone'),
                  value: (
                    <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} dir="ltr" className="hover:text-ember-700">
                      {site.phone}
                    </a>
                  ),
                },
                {
                  Icon: Mail,
                  label: t('email'),
                  value: (
                    <a href={`mailto:${site.emails.contact}`} className="hover:text-ember-700">
                      {site.emails.contact}
                    </a>
                  ),
                },
                {
                  Icon: Clock,
                  label: t('hours'),
                  value: hoursLines(site.openingHours, locale, t('closed')).map((line) => (
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
              <Localized text={fillLocalized(page.responseNote, fill)} locale={locale} />
            </p>
          </aside>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-2xl font-bold tracking-tight">{t('formTitle')}</h2>
            {quote && catalogue && (
              <section
                aria-label={tForms('estimateTitle')}
                className="mt-6 rounded-xl border border-ember-600/30 bg-ember-50 p-4 text-sm dark:bg-ember-600/10"
                data-testid="estimate-summary"
              >
                <p className="font-semibold text-slate-900 dark:text-white">
                  {tForms('estimateTitle')} · {pick(catalogue.label, locale)}
                </p>
                <ul className="mt-2 space-y-1 text-slate-700 dark:text-slate-300">
                  {quote.lines.map((line) => (
                    <li key={line.id}>
                      {tForms('estimateLine', {
                        label: optionLabel.get(line.id) ?? line.id,
                        amount: money(line.amount),
                      })}
                    </li>
                  ))}
                </ul>
                {quote.discount > 0 && (
                  <p className="mt-2">
                    {tForms('estimateDiscount', { percent: quote.discountPercent, amount: money(quote.discount) })}
                  </p>
                )}
                <p className="mt-2 font-semibold">{tForms('estimateTotal', { total: money(quote.total) })}</p>
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{tForms('estimateNote')}</p>
              </section>
            )}
            {plan && !quote && (
              <p className="mt-6 rounded-xl bg-ember-50 p-4 text-sm font-medium dark:bg-ember-600/10">
                {t('planFrom', { plan: pick(plan.name, locale) })}
              </p>
            )}
            <div className="mt-8">
              <ContactForm
                labels={{ ...form.labels, budgetPlaceholder: tForms('budgetPlaceholder') }}
                captcha={form.captcha}
                services={form.services}
                budgets={form.budgets}
                hidden={hidden}
                permalink={form.permalink}
                defaults={defaults}
              />
            </div>
          </div>
        </div>
      </Section>
      <Section tone="muted" labelledBy="contact-faq">
        <h2 id="contact-faq" className="text-center text-3xl font-bold tracking-tight">
          {t('faqTitle')}
        </h2>
        <div className="mt-10">
          <FaqList
            items={page.faqs.map((faq) => ({
              question: pick(faq.question, locale),
              answer: fill(pick(faq.answer, locale)),
            }))}
          />
        </div>
      </Section>
    </>
  );
}
