/**
 * The pricing calculator's rules as pure functions, shared by the calculator in the browser and by the server, which
 * recomputes every quote from the catalogue instead of trusting a total sent by a browser.
 */

export const pricingTabIds = ['web', 'mobile', 'web3', 'ai', 'maintenance', 'marketing', 'erp'] as const;
export type PricingTabId = (typeof pricingTabIds)[number];

/** Tabs whose prices recur monthly, and therefore offer the monthly/annually switch. */
const recurringTabs: ReadonlySet<PricingTabId> = new Set(['maintenance', 'marketing']);

export type BillingInterval = 'monthly' | 'annually';

/** Annual billing charges ten months for twelve ("Save 20%"). */
const ANNUAL_MULTIPLIER = 10;

/** Volume discounts on the subtotal (after the annual multiplier), highest threshold first. */
export const discountTiers = [
  { min: 50_000, percent: 25 },
  { min: 25_000, percent: 15 },
  { min: 15_000, percent: 10 },
] as const;
export type DiscountPercent = (typeof discountTiers)[number]['percent'];

/** How amounts are shown: US dollars, whole dollars only (passed to the locale's number formatter). */
export const moneyFormat = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
} as const satisfies Intl.NumberFormatOptions;

/**
 * The money format of a language. Arabic names the currency by its code: its symbol `US$` mixes Latin letters with a
 * neutral sign, which a right-to-left line reorders into "$US".
 */
export function moneyFormatFor(locale: string) {
  return locale === 'ar' ? ({ ...moneyFormat, currencyDisplay: 'code' } as const) : moneyFormat;
}

/** The parts of a catalogue the arithmetic needs; a content `PricingCatalogue` fits this shape. */
interface PricedOption {
  id: string;
  /** Whole dollars; per month on recurring tabs. */
  price: number;
  oneTime?: boolean;
}
export interface PricedCatalogue {
  id: PricingTabId;
  categories: ReadonlyArray<{ options: readonly PricedOption[] }>;
}

/** What a visitor chose: one tab, its selected option ids, and the billing interval (recurring tabs only). */
export interface Estimate {
  tab: PricingTabId;
  options: string[];
  interval?: BillingInterval;
}

interface QuoteLine {
  id: string;
  oneTime: boolean;
  /** What this option adds to the subtotal for the interval (× 10 when billed annually, unless one-time). */
  amount: number;
}

export interface Quote {
  tab: PricingTabId;
  interval?: BillingInterval;
  lines: QuoteLine[];
  /** The part of the subtotal charged once (one-time options on recurring tabs). */
  oneTimeSubtotal: number;
  subtotal: number;
  /** 0 below the first tier. */
  discountPercent: DiscountPercent | 0;
  discount: number;
  total: number;
}

export function isRecurringTab(tab: PricingTabId): boolean {
  return recurringTabs.has(tab);
}

/** The discount rate for a subtotal: 25% from 50,000, 15% from 25,000, 10% from 15,000, else none. */
export function discountPercentFor(subtotal: number): DiscountPercent | 0 {
  return discountTiers.find((tier) => subtotal >= tier.min)?.percent ?? 0;
}

/**
 * The volume discount in whole dollars, rounded to the nearest dollar with halves rounded up. The arithmetic stays in
 * integers (no floating-point error at .5): subtotals are whole dollars and rates whole percents.
 */
export function volumeDiscount(subtotal: number): number {
  const percent = discountPercentFor(subtotal);
  return Math.floor((subtotal * percent + 50) / 100);
}

/** An option's contribution for the interval: recurring options billed annually count ten months, one-time ones once. */
export function lineAmount(option: PricedOption, interval: BillingInterval | undefined): number {
  return interval === 'annually' && !option.oneTime ? option.price * ANNUAL_MULTIPLIER : option.price;
}

function catalogueOptions(catalogue: PricedCatalogue): PricedOption[] {
  return catalogue.categories.flatMap((category) => category.options);
}

/**
 * Prices a selection against one catalogue. Ids the catalogue lacks are ignored, each option counts once, and the
 * interval applies only on recurring tabs.
 */
export function priceSelection(
  catalogue: PricedCatalogue,
  optionIds: Iterable<string>,
  interval?: BillingInterval,
): Quote {
  const selected = new Set(optionIds);
  const effectiveInterval = isRecurringTab(catalogue.id) ? (interval ?? 'monthly') : undefined;
  const lines = catalogueOptions(catalogue)
    .filter((option) => selected.has(option.id))
    .map((option) => ({
      id: option.id,
      oneTime: option.oneTime === true,
      amount: lineAmount(option, effectiveInterval),
    }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const oneTimeSubtotal = lines.filter((line) => line.oneTime).reduce((sum, line) => sum + line.amount, 0);
  const discount = volumeDiscount(subtotal);
  return {
    tab: catalogue.id,
    interval: effectiveInterval,
    lines,
    oneTimeSubtotal,
    subtotal,
    discountPercent: discountPercentFor(subtotal),
    discount,
    total: subtotal - discount,
  };
}

/**
 * Recomputes an estimate from the catalogues (the server's quote for a lead). Undefined when the estimate's tab has
 * no catalogue.
 */
export function quoteEstimate(estimate: Estimate, catalogues: readonly PricedCatalogue[]): Quote | undefined {
  const catalogue = catalogues.find((c) => c.id === estimate.tab);
  return catalogue ? priceSelection(catalogue, estimate.options, estimate.interval) : undefined;
}

type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

function firstParam(params: SearchParamsInput, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads an estimate from a URL's search parameters (`?tab=web&options=id1,id2&interval=annually`). An unknown or
 * missing tab falls back to the first catalogue, unknown option ids are dropped, and the interval is kept only on
 * recurring tabs (monthly unless `annually`). Options come back in catalogue order, each once.
 */
export function parseEstimate(params: SearchParamsInput, catalogues: readonly PricedCatalogue[]): Estimate {
  const requestedTab = firstParam(params, 'tab');
  const catalogue = catalogues.find((c) => c.id === requestedTab) ?? catalogues[0];
  const tab = catalogue?.id ?? pricingTabIds[0];
  const requested = new Set((firstParam(params, 'options') ?? '').split(',').map((id) => id.trim()));
  const options = catalogue
    ? catalogueOptions(catalogue)
        .filter((option) => requested.has(option.id))
        .map((option) => option.id)
    : [];
  if (!isRecurringTab(tab)) return { tab, options };
  return { tab, options, interval: firstParam(params, 'interval') === 'annually' ? 'annually' : 'monthly' };
}

/**
 * The search string of an estimate, without the leading `?`: `tab=web&options=id1,id2`, plus `interval=` on recurring
 * tabs. Option ids and tab ids are slugs, so the commas stay readable instead of being percent-encoded.
 */
export function estimateToSearchParams(estimate: Estimate): string {
  const parts = [`tab=${encodeURIComponent(estimate.tab)}`];
  if (estimate.options.length > 0) parts.push(`options=${estimate.options.map(encodeURIComponent).join(',')}`);
  if (isRecurringTab(estimate.tab)) parts.push(`interval=${estimate.interval ?? 'monthly'}`);
  return parts.join('&');
}
