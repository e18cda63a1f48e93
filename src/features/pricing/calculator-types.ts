import type { ReactNode } from 'react';
import type { DiscountPercent, PricingTabId } from '@/lib/pricing';

/** What the pricing page's server part hands its calculator: the catalogues, their texts and class lists. */

interface CalculatorOption {
  id: string;
  label: string;
  info: string;
  /** The info button's name, e.g. "About Custom UI/UX design". */
  infoLabel: string;
  price: number;
  oneTime: boolean;
}

export interface CalculatorTab {
  id: PricingTabId;
  label: string;
  description: string;
  categories: { id: string; name: string; options: CalculatorOption[] }[];
}

export interface DiscountTierText {
  percent: DiscountPercent;
  /** "10% off from $15,000" */
  rule: string;
  /** "10% volume discount" */
  applied: string;
}

export interface CalculatorStrings {
  tabsLabel: string;
  /** The shown catalogue's panel (calculator-panel-client.tsx). */
  panel: {
    /** The billing choice's name (a fieldset's legend: text, so it stays the fieldset's first child on every renderer). */
    intervalLegend: string;
    perMonth: string;
    perYear: string;
    oneTime: string;
    monthly: string;
    annually: string;
  };
  summary: {
    title: string;
    billedMonthly: string;
    billedAnnually: string;
    empty: string;
    subtotal: string;
    discount: string;
    noDiscount: string;
    total: string;
    perMonth: string;
    perYear: string;
    firstMonth: string;
    firstYear: string;
    oneTimeIncluded: string;
  };
}

/**
 * The calculator's pieces that never change, drawn by the server (src/features/pricing/calculator-parts.tsx) as its
 * icons are: no code in the calculator's script draws them.
 */
export interface CalculatorParts {
  /** The info buttons' icon, and the mark before each discount tier. */
  infoIcon: ReactNode;
  tierMark: ReactNode;
  /** The sticky bar's caption over the total, and its link down to the summary (below lg only). */
  totalLabel: ReactNode;
  viewEstimate: ReactNode;
  /** "Save 20%", in the annual option. */
  saveBadge: ReactNode;
  annualNote: ReactNode;
  /** The captions over the lines chosen and over the discount tiers. */
  selectedLabel: ReactNode;
  tiersLabel: ReactNode;
  /** The quote link's text and arrow. */
  requestQuote: ReactNode;
  /** That the estimate is not binding, and how amounts are rounded. */
  footnote: ReactNode;
}

/**
 * The calculator's class lists, from the server (src/features/pricing/calculator-classes.ts): they travel once in the
 * page's payload instead of in the calculator's script, which every visit of the page runs. A list that depends on
 * state comes whole in each of its forms (`tabSelected`, `tabIdle`), so the script joins none.
 */
export interface CalculatorClassNames {
  tablist: string;
  tabSelected: string;
  tabIdle: string;
  columns: string;
  stickyTotal: string;
  stickyAmount: string;
  /** What the total is for ("per month"), beside it. */
  suffix: string;
  panel: {
    description: string;
    interval: string;
    intervalGroup: string;
    intervalOption: string;
    radio: string;
    categories: string;
    legend: string;
    options: string;
    option: string;
    checkbox: string;
    optionLabel: string;
    optionName: string;
    optionPrice: string;
    amount: string;
    infoTip: { button: string; tip: string };
  };
  summary: {
    section: string;
    title: string;
    catalogue: string;
    empty: string;
    lines: string;
    row: string;
    lineName: string;
    lineAmount: string;
    figures: string;
    term: string;
    value: string;
    discountSaved: string;
    discountNone: string;
    totalRow: string;
    totalTerm: string;
    totalAmount: string;
    suffix: string;
    tiers: string;
    tierReached: string;
    tierAhead: string;
    tierMarkReached: string;
    tierMarkAhead: string;
    quote: string;
  };
}
