import { BadgePercent } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/site/cta-band';
import { FaqSection } from '@/components/site/faq-section';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import type { PricingCatalogue } from '@/content/pricing';
import type { SiteSettings } from '@/content/site-settings';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { discountTiers, lineAmount, moneyFormatFor, priceSelection, type Estimate } from '@/lib/pricing';
import { Calculator } from './calculator-client';
import type { CalculatorStrings, CalculatorTab } from './calculator-types';
import { calculatorClassNames } from './calculator-classes';
import { calculatorParts } from './calculator-parts';
import { QuoteLink } from './quote-link-client';

const faqKeys = ['binding', 'volume', 'annual', 'veteran', 'next'] as const;

/** The pricing calculator page: the discount tiers, the calculator opened on `estimate`, the FAQ and a quote link. */
export async function PricingPageView({
  catalogues,
  site,
  estimate,
  locale,
}: {
  catalogues: PricingCatalogue[];
  site: SiteSettings;
  estimate: Estimate;
  locale: Locale;
}) {
  const [t, tPages, tActions, format] = await Promise.all([
    getTranslations('pricing'),
    getTranslations('pages'),
    getTranslations('actions'),
    getFormatter(),
  ]);
  const money = (amount: number) => format.number(amount, moneyFormatFor(locale));
  const tiers = [...discountTiers].reverse().map((tier) => ({
    percent: tier.percent,
    rule: t('tier', { percent: tier.percent, amount: money(tier.min) }),
    applied: t('summary.discountTier', { percent: tier.percent }),
  }));
  const tabs: CalculatorTab[] = catalogues.map((catalogue) => ({
    id: catalogue.id,
    label: pick(catalogue.label, locale),
    description: pick(catalogue.description, locale),
    categories: catalogue.categories.map((category) => ({
      id: category.id,
      name: pick(category.name, locale),
      options: category.options.map((option) => ({
        id: option.id,
        label: pick(option.label, locale),
        info: pick(option.info, locale),
        infoLabel: t('calculator.moreInfo', { option: pick(option.label, locale) }),
        price: option.price,
        oneTime: option.oneTime === true,
      })),
    })),
  }));
  // Every amount the first render shows, formatted here: the browser then builds its currency formatter (tens of
  // milliseconds the first time a page asks for one) only when the visitor changes the estimate.
  const initialTab = catalogues.find((catalogue) => catalogue.id === estimate.tab) ?? catalogues[0]!;
  const initialQuote = priceSelection(initialTab, estimate.options, estimate.interval ?? 'monthly');
  const shownAmounts = [
    ...initialTab.categories.flatMap((category) =>
      category.options.map((option) => lineAmount(option, initialQuote.interval)),
    ),
    ...initialQuote.lines.map((line) => line.amount),
    initialQuote.subtotal,
    initialQuote.oneTimeSubtotal,
    initialQuote.discount > 0 ? -initialQuote.discount : 0,
    initialQuote.total,
  ];
  const formattedAmounts = Object.fromEntries(shownAmounts.map((amount) => [amount, money(amount)]));
  const strings: CalculatorStrings = {
    tabsLabel: t('calculator.tabsLabel'),
    panel: {
      perMonth: t('calculator.perMonth'),
      perYear: t('calculator.perYear'),
      oneTime: t('calculator.oneTime'),
      monthly: t('calculator.interval.monthly'),
      annually: t('calculator.interval.annually'),
    },
    summary: {
      title: t('summary.title'),
      billedMonthly: t('summary.billedMonthly'),
      billedAnnually: t('summary.billedAnnually'),
      empty: t('summary.empty'),
      subtotal: t('summary.subtotal'),
      discount: t('summary.discount'),
      noDiscount: t('summary.noDiscount'),
      total: t('summary.total'),
      perMonth: t('summary.perMonth'),
      perYear: t('summary.perYear'),
      firstMonth: t('summary.firstMonth'),
      firstYear: t('summary.firstYear'),
      oneTimeIncluded: t('summary.oneTimeIncluded'),
    },
  };
  const faqValues = {
    percent: site.claims.veteranDiscountPercent,
    min1: money(discountTiers[2].min),
    percent1: discountTiers[2].percent,
    min2: money(discountTiers[1].min),
    percent2: discountTiers[1].percent,
    min3: money(discountTiers[0].min),
    percent3: discountTiers[0].percent,
  };
  const faq = faqKeys.map((key) => ({
    question: t(`faq.items.${key}.question`),
    answer: t(`faq.items.${key}.answer`, faqValues),
  }));

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: tPages('home'), path: paths.home },
          { name: tPages('pricing'), path: paths.pricing },
        ])}
      />
      <JsonLd data={faqPageJsonLd(faq)} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} description={t('hero.description')}>
        <ul aria-label={t('hero.tiersLabel')} className="mt-10 flex flex-wrap gap-3">
          {tiers.map((tier) => (
            <li
              key={tier.percent}
              className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-2 text-sm font-medium text-slate-100"
            >
              <BadgePercent aria-hidden="true" className="size-4 text-ember-500" />
              {tier.rule}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section labelledBy="calculator-title" className="pt-12 sm:pt-16">
        <SectionHeading
          id="calculator-title"
          align="start"
          title={t('calculator.title')}
          description={t('calculator.description')}
        />
        <div className="mt-10">
          <Calculator
            locale={locale}
            contactPath={localizedPath(locale, paths.contact)}
            parts={calculatorParts(t)}
            classNames={calculatorClassNames}
            tabs={tabs}
            formattedAmounts={formattedAmounts}
            moneyFormat={moneyFormatFor(locale)}
            initial={estimate}
            tiers={tiers}
            strings={strings}
          />
        </div>
      </Section>

      <FaqSection id="pricing-faq" tone="muted" eyebrow={t('faq.eyebrow')} title={t('faq.title')} items={faq} />

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <>
            <QuoteLink contactPath={localizedPath(locale, paths.contact)} className={buttonVariants({ size: 'lg' })}>
              {t('cta.requestQuote')}
            </QuoteLink>
            <Link href={paths.portfolio} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {tActions('viewWork')}
            </Link>
          </>
        }
      />
    </>
  );
}
