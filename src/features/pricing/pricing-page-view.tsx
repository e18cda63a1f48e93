import { BadgePercent } from '@/components/icons';
import type { ReactNode } from 'react';
import { CtaBand } from '@/components/site/cta-band';
import { FaqSection } from '@/components/site/faq-section';
import { LocalLink } from '@/components/site/local-link';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import { breadcrumbJsonLd, faqPageJsonLd, type Json } from '@/features/seo/json-ld';
import { formatterFor, translatorFor } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import {
  discountTiers,
  estimateToSearchParams,
  lineAmount,
  moneyFormatFor,
  parseEstimate,
  priceSelection,
} from '@/lib/pricing';
import { listPricingCatalogues } from '@/server/queries/pricing';
import { getSiteSettings } from '@/server/queries/settings';
import type { CalculatorProps } from './calculator-client';
import type { CalculatorStrings, CalculatorTab } from './calculator-types';
import { calculatorClassNames } from './calculator-classes';
import { calculatorParts } from './calculator-parts';

const faqKeys = ['binding', 'volume', 'annual', 'veteran', 'next'] as const;

/**
 * Everything the pricing calculator page shows, in `locale`, with the calculator opened on the estimate of the page's
 * query (options the catalogue does not have are dropped); none when there is no catalogue to price from.
 */
export async function pricingPage(locale: Locale, query: Record<string, string | string[] | undefined>) {
  const [catalogues, site, t] = await Promise.all([listPricingCatalogues(), getSiteSettings(), translatorFor(locale)]);
  if (catalogues.length === 0) return undefined;
  const estimate = parseEstimate(query, catalogues);
  const format = formatterFor(locale);
  const money = (amount: number) => format.number(amount, moneyFormatFor(locale));
  const tiers = [...discountTiers].reverse().map((tier) => ({
    percent: tier.percent,
    rule: t('pricing.tier', { percent: tier.percent, amount: money(tier.min) }),
    applied: t('pricing.summary.discountTier', { percent: tier.percent }),
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
        infoLabel: t('pricing.calculator.moreInfo', { option: pick(option.label, locale) }),
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
    tabsLabel: t('pricing.calculator.tabsLabel'),
    panel: {
      intervalLegend: t('pricing.calculator.interval.legend'),
      perMonth: t('pricing.calculator.perMonth'),
      perYear: t('pricing.calculator.perYear'),
      oneTime: t('pricing.calculator.oneTime'),
      monthly: t('pricing.calculator.interval.monthly'),
      annually: t('pricing.calculator.interval.annually'),
    },
    summary: {
      title: t('pricing.summary.title'),
      billedMonthly: t('pricing.summary.billedMonthly'),
      billedAnnually: t('pricing.summary.billedAnnually'),
      empty: t('pricing.summary.empty'),
      subtotal: t('pricing.summary.subtotal'),
      discount: t('pricing.summary.discount'),
      noDiscount: t('pricing.summary.noDiscount'),
      total: t('pricing.summary.total'),
      perMonth: t('pricing.summary.perMonth'),
      perYear: t('pricing.summary.perYear'),
      firstMonth: t('pricing.summary.firstMonth'),
      firstYear: t('pricing.summary.firstYear'),
      oneTimeIncluded: t('pricing.summary.oneTimeIncluded'),
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
    question: t(`pricing.faq.items.${key}.question`),
    answer: t(`pricing.faq.items.${key}.answer`, faqValues),
  }));
  const contactPath = localizedPath(locale, paths.contact);
  const calculator: CalculatorProps = {
    locale,
    contactPath,
    classNames: calculatorClassNames,
    tabs,
    formattedAmounts,
    moneyFormat: moneyFormatFor(locale),
    initial: estimate,
    tiers,
    strings,
  };
  const search = estimateToSearchParams(estimate);
  return {
    locale,
    t,
    tiers,
    faq,
    /** The contact page with this estimate, where the quote link outside the calculator goes before any change. */
    quoteHref: estimate.options.length > 0 ? `${contactPath}?${search}` : contactPath,
    calculator,
    parts: calculatorParts(t),
    structuredData: [
      breadcrumbJsonLd(locale, [
        { name: t('pages.home'), path: paths.home },
        { name: t('pages.pricing'), path: paths.pricing },
      ]),
      faqPageJsonLd(faq),
    ] satisfies Json[],
  };
}

type PricingPageProps = Omit<
  NonNullable<Awaited<ReturnType<typeof pricingPage>>>,
  'calculator' | 'parts' | 'structuredData'
>;

/**
 * The pricing calculator page: the discount tiers, the calculator (`calculator`: the island, which the page's renderer
 * hydrates), the FAQ and a quote link that follows the calculator's estimate
 * (`data-quote-link`, src/features/pricing/calculator-client.tsx).
 */
export function PricingPageView({
  locale,
  t,
  tiers,
  faq,
  quoteHref,
  calculator,
}: PricingPageProps & { calculator: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow={t('pricing.hero.eyebrow')}
        title={t('pricing.hero.title')}
        description={t('pricing.hero.description')}
      >
        <ul aria-label={t('pricing.hero.tiersLabel')} className="mt-10 flex flex-wrap gap-3">
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
          title={t('pricing.calculator.title')}
          description={t('pricing.calculator.description')}
        />
        <div className="mt-10">{calculator}</div>
      </Section>

      <FaqSection
        id="pricing-faq"
        tone="muted"
        eyebrow={t('pricing.faq.eyebrow')}
        title={t('pricing.faq.title')}
        items={faq}
      />

      <CtaBand
        title={t('pricing.cta.title')}
        text={t('pricing.cta.text')}
        actions={
          <>
            <a href={quoteHref} data-quote-link="" className={buttonVariants({ size: 'lg' })}>
              {t('pricing.cta.requestQuote')}
            </a>
            <LocalLink
              locale={locale}
              href={paths.portfolio}
              className={buttonVariants({ variant: 'inverse', size: 'lg' })}
            >
              {t('actions.viewWork')}
            </LocalLink>
          </>
        }
      />
    </>
  );
}
