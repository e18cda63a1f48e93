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
  perMonth: string;
  perYear: string;
  oneTime: string;
  intervalLegend: string;
  monthly: string;
  annually: string;
  save: string;
  annualNote: string;
  summary: {
    title: string;
    billedMonthly: string;
    billedAnnually: string;
    empty: string;
    selected: string;
    subtotal: string;
    discount: string;
    noDiscount: string;
    total: string;
    perMonth: string;
    perYear: string;
    firstMonth: string;
    firstYear: string;
    oneTimeIncluded: string;
    tiersTitle: string;
    rounding: string;
    notBinding: string;
    requestQuote: string;
    viewEstimate: string;
  };
}

/**
 * The calculator's longer static class lists, from the server (src/features/pricing/calculator-classes.ts): they travel
 * once in the page's payload instead of in the calculator's script, which every visit of the page runs.
 */
export interface CalculatorClassNames {
  tablist: string;
  tab: string;
  tabSelected: string;
  tabIdle: string;
  intervalGroup: string;
  intervalOption: string;
  saveBadge: string;
  option: string;
  stickyTotal: string;
  summary: string;
  checkbox: string;
  optionLabel: string;
  empty: string;
  figures: string;
  totalRow: string;
  totalAmount: string;
  infoTip: { button: string; tip: string };
  quote: string;
  viewEstimate: string;
}
