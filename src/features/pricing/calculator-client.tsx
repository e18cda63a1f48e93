'use client';

import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import type { Locale } from '@/lib/locales';
import {
  estimateToSearchParams,
  moneyFormatFor,
  priceSelection,
  type BillingInterval,
  type Estimate,
  type PricingTabId,
} from '@/lib/pricing';
import { CalculatorPanel } from './calculator-panel-client';
import { CalculatorSummary } from './calculator-summary-client';
import type { CalculatorClassNames, CalculatorStrings, CalculatorTab, DiscountTierText } from './calculator-types';

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

  /** What the panel and the summary are drawn with. */
  const drawnWith = { baseId, strings, classNames, money };

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
            return (
              <CalculatorPanel
                key={tab.id}
                {...drawnWith}
                tab={tab}
                panelId={panelId(tab.id)}
                tabId={tabId(tab.id)}
                chosen={new Set(state.selections[tab.id] ?? [])}
                billing={state.interval}
                infoIcon={icons.info}
                onInterval={(interval) => commit({ ...state, interval })}
                onToggle={(optionId, on) => toggle(tab.id, optionId, on)}
              />
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

        <CalculatorSummary
          {...drawnWith}
          catalogueLabel={active.label}
          quote={quote}
          labelOf={(id) => optionsById.get(id)?.label}
          totalSuffix={totalSuffix}
          tiers={tiers}
          quoteHref={quoteHref}
          icons={icons}
        />
      </div>
    </div>
  );
}
