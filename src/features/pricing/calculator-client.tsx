'use client';

import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import type { Locale } from '@/lib/locales';
import {
  estimateToSearchParams,
  isRecurringTab,
  lineAmount,
  moneyFormatFor,
  priceSelection,
  type BillingInterval,
  type DiscountPercent,
  type Estimate,
  type PricingTabId,
} from '@/lib/pricing';
import { InfoTip } from './info-tip-client';

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

interface DiscountTierText {
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

interface State {
  tab: PricingTabId;
  /** Per tab, so switching back to a tab shows what was chosen there. */
  selections: Partial<Record<PricingTabId, readonly string[]>>;
  interval: BillingInterval;
}

/**
 * The calculator: a tab per catalogue, its options as checkboxes, and a summary that recalculates on every change.
 * The server renders the estimate of the URL; each change rewrites the URL in place (no navigation), so a reload or a
 * shared link shows the same estimate.
 */
export function Calculator({
  locale,
  contactPath,
  icons,
  classNames,
  tabs,
  formattedAmounts,
  initial,
  tiers,
  strings,
}: {
  locale: Locale;
  /** The contact page in the page's language, which a quote opens with the estimate in its query. */
  contactPath: string;
  /** Server-rendered icons, so no icon code ships with the calculator. */
  icons: { info: ReactNode; check: ReactNode; arrow: ReactNode };
  classNames: CalculatorClassNames;
  tabs: CalculatorTab[];
  /** The amounts of the first render, formatted on the server (amount → text). */
  formattedAmounts: Readonly<Record<string, string>>;
  initial: Estimate;
  tiers: DiscountTierText[];
  strings: CalculatorStrings;
}) {
  // Built at the first amount the server did not format: creating a currency formatter loads the browser's locale
  // data, a long task that hydration would otherwise pay before the visitor has touched anything.
  const moneyFormatter = useRef<Intl.NumberFormat>(null);
  const baseId = useId();
  const [state, setState] = useState<State>(() => ({
    tab: initial.tab,
    selections: { [initial.tab]: initial.options },
    interval: initial.interval ?? 'monthly',
  }));
  const tablist = useRef<HTMLDivElement>(null);

  // On narrow screens the tabs scroll sideways: keep the selected one in view (also after a reload on a later tab).
  useEffect(() => {
    const list = tablist.current;
    const tab = list?.querySelector('[aria-selected="true"]');
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left || tabBox.right > listBox.right) {
      list.scrollBy({ left: tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2 });
    }
  }, [state.tab]);

  const active = tabs.find((tab) => tab.id === state.tab) ?? tabs[0];
  if (!active) return null;

  const money = (amount: number) =>
    formattedAmounts[amount] ??
    (moneyFormatter.current ??= new Intl.NumberFormat(locale, moneyFormatFor(locale))).format(amount);
  const tabId = (id: PricingTabId) => `${baseId}-tab-${id}`;
  const panelId = (id: PricingTabId) => `${baseId}-panel-${id}`;

  const quoteOf = (next: State) => {
    const tab = tabs.find((t) => t.id === next.tab) ?? active;
    return priceSelection(tab, next.selections[tab.id] ?? [], next.interval);
  };

  const estimateOf = (next: State): Estimate => {
    const quote = quoteOf(next);
    return { tab: quote.tab, options: quote.lines.map((line) => line.id), interval: quote.interval };
  };

  function commit(next: State) {
    setState(next);
    window.history.replaceState(null, '', `?${estimateToSearchParams(estimateOf(next))}`);
  }

  function selectTab(id: PricingTabId) {
    if (id === state.tab) return;
    commit({ ...state, tab: id });
    track({ type: 'tab', group: 'calculator', tab: id });
  }

  function toggle(tab: PricingTabId, optionId: string, on: boolean) {
    const current = state.selections[tab] ?? [];
    const options = on ? [...current, optionId] : current.filter((id) => id !== optionId);
    commit({ ...state, selections: { ...state.selections, [tab]: options } });
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const step = steps[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step === undefined
            ? undefined
            : (index + step + tabs.length) % tabs.length;
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    selectTab(next.id);
    document.getElementById(tabId(next.id))?.focus();
  }

  const quote = quoteOf(state);
  const estimate = estimateOf(state);
  const quoteHref = `${contactPath}?${estimateToSearchParams(estimate)}`;
  const optionsById = new Map(active.categories.flatMap((category) => category.options).map((o) => [o.id, o]));
  const annually = quote.interval === 'annually';
  const totalSuffix = !quote.interval
    ? undefined
    : quote.oneTimeSubtotal > 0
      ? annually
        ? strings.summary.firstYear
        : strings.summary.firstMonth
      : annually
        ? strings.summary.perYear
        : strings.summary.perMonth;
  const appliedTier = tiers.find((tier) => tier.percent === quote.discountPercent);

  return (
    <div>
      <div ref={tablist} role="tablist" aria-label={strings.tabsLabel} className={classNames.tablist}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => selectTab(tab.id)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={clsx(classNames.tab, selected ? classNames.tabSelected : classNames.tabIdle)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
        <div>
          {tabs.map((tab) => {
            if (tab.id !== active.id) {
              // Only the shown panel has content: hydrating every catalogue's options would delay the first interaction.
              return <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} hidden />;
            }
            const recurring = isRecurringTab(tab.id);
            const chosen = new Set(state.selections[tab.id] ?? []);
            const interval = recurring ? state.interval : undefined;
            return (
              <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)}>
                <p className="max-w-3xl text-slate-600 dark:text-slate-300">{tab.description}</p>

                {recurring && (
                  <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
                    <fieldset className="shrink-0">
                      <legend className="sr-only">{strings.intervalLegend}</legend>
                      <div className={classNames.intervalGroup}>
                        {(['monthly', 'annually'] as const).map((value) => (
                          <label key={value} className={classNames.intervalOption}>
                            <input
                              type="radio"
                              name={`${baseId}-interval-${tab.id}`}
                              value={value}
                              checked={state.interval === value}
                              onChange={() => commit({ ...state, interval: value })}
                              className="absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-none"
                            />
                            {value === 'monthly' ? strings.monthly : strings.annually}
                            {value === 'annually' && <span className={classNames.saveBadge}>{strings.save}</span>}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{strings.annualNote}</p>
                  </div>
                )}

                <div className="mt-8 space-y-10">
                  {tab.categories.map((category) => (
                    <fieldset key={category.id}>
                      <legend className="text-lg font-semibold text-slate-900 dark:text-white">{category.name}</legend>
                      <div className="mt-4 grid gap-3 sm:grid-cols-2">
                        {category.options.map((option) => {
                          const inputId = `${baseId}-${tab.id}-${option.id}`;
                          const tipId = `${inputId}-info`;
                          const unit = !recurring
                            ? undefined
                            : option.oneTime
                              ? strings.oneTime
                              : interval === 'annually'
                                ? strings.perYear
                                : strings.perMonth;
                          return (
                            <div key={option.id} className={classNames.option}>
                              <input
                                type="checkbox"
                                id={inputId}
                                checked={chosen.has(option.id)}
                                onChange={(event) => toggle(tab.id, option.id, event.currentTarget.checked)}
                                aria-describedby={tipId}
                                className={classNames.checkbox}
                              />
                              <label htmlFor={inputId} className={classNames.optionLabel}>
                                <span className="block font-medium text-slate-900 dark:text-white">{option.label}</span>
                                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                                  <span className="font-semibold text-slate-900 dark:text-slate-100">
                                    {money(lineAmount(option, interval))}
                                  </span>
                                  {unit && <> {unit}</>}
                                </span>
                              </label>
                              <InfoTip
                                id={tipId}
                                label={option.infoLabel}
                                text={option.info}
                                icon={icons.info}
                                classNames={classNames.infoTip}
                              />
                            </div>
                          );
                        })}
                      </div>
                    </fieldset>
                  ))}
                </div>
              </div>
            );
          })}

          <div className={classNames.stickyTotal} data-foot-bar="">
            <p className="min-w-0">
              <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">
                {strings.summary.total}
              </span>
              <span className="text-lg font-bold text-slate-900 dark:text-white">{money(quote.total)}</span>
              {totalSuffix && <span className="text-sm text-slate-600 dark:text-slate-400"> {totalSuffix}</span>}
            </p>
            <a href="#estimate" className={classNames.viewEstimate}>
              {strings.summary.viewEstimate}
            </a>
          </div>
        </div>

        <section id="estimate" aria-labelledby={`${baseId}-summary`} className={classNames.summary}>
          <h3 id={`${baseId}-summary`} className="text-xl font-bold text-slate-900 dark:text-white">
            {strings.summary.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {active.label}
            {quote.interval && <> · {annually ? strings.summary.billedAnnually : strings.summary.billedMonthly}</>}
          </p>

          {quote.lines.length === 0 ? (
            <p className={classNames.empty}>{strings.summary.empty}</p>
          ) : (
            <div className="mt-5">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {strings.summary.selected}
              </p>
              <ul className="mt-2 max-h-56 space-y-2 overflow-y-auto pe-1 text-sm">
                {quote.lines.map((line) => (
                  <li key={line.id} className="flex justify-between gap-3">
                    <span className="text-slate-700 dark:text-slate-300">{optionsById.get(line.id)?.label}</span>
                    <span className="shrink-0 font-medium text-slate-900 tabular-nums dark:text-white">
                      {money(line.amount)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <div aria-live="polite" aria-atomic="true">
            <dl className={classNames.figures}>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600 dark:text-slate-400">{strings.summary.subtotal}</dt>
                <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{money(quote.subtotal)}</dd>
              </div>
              {quote.oneTimeSubtotal > 0 && (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600 dark:text-slate-400">{strings.summary.oneTimeIncluded}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
                    {money(quote.oneTimeSubtotal)}
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600 dark:text-slate-400">
                  {strings.summary.discount}
                  <span className="block text-xs">{appliedTier?.applied ?? strings.summary.noDiscount}</span>
                </dt>
                <dd
                  className={clsx(
                    'font-medium tabular-nums',
                    quote.discount > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-900 dark:text-white',
                  )}
                >
                  {money(quote.discount > 0 ? -quote.discount : 0)}
                </dd>
              </div>
              <div className={classNames.totalRow}>
                <dt className="font-semibold text-slate-900 dark:text-white">{strings.summary.total}</dt>
                <dd className="text-end">
                  <span className={classNames.totalAmount}>{money(quote.total)}</span>
                  {totalSuffix && <span className="text-sm text-slate-600 dark:text-slate-400">{totalSuffix}</span>}
                </dd>
              </div>
            </dl>
          </div>

          <div className="mt-6">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {strings.summary.tiersTitle}
            </p>
            <ul className="mt-2 space-y-1.5 text-sm">
              {tiers.map((tier) => {
                const reached = quote.discountPercent >= tier.percent;
                return (
                  <li
                    key={tier.percent}
                    className={clsx(
                      'flex items-center gap-2',
                      reached
                        ? 'font-medium text-emerald-700 dark:text-emerald-400'
                        : 'text-slate-600 dark:text-slate-400',
                    )}
                  >
                    <span className={clsx('inline-flex shrink-0', reached ? 'opacity-100' : 'opacity-25')}>
                      {icons.check}
                    </span>
                    {tier.rule}
                  </li>
                );
              })}
            </ul>
          </div>

          <a href={quoteHref} className={classNames.quote}>
            {strings.summary.requestQuote}
            {icons.arrow}
          </a>
          <p className="mt-4 text-xs leading-5 text-slate-500 dark:text-slate-400">
            {strings.summary.notBinding} {strings.summary.rounding}
          </p>
        </section>
      </div>
    </div>
  );
}
