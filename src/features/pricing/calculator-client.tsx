'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { track } from '@/features/analytics/track';
import type { Locale } from '@/lib/locales';
import {
  estimateToSearchParams,
  priceSelection,
  type BillingInterval,
  type Estimate,
  type PricingTabId,
  type Quote,
} from '@/lib/pricing';
import { CalculatorPanel } from './calculator-panel-client';
import { CalculatorSummary } from './calculator-summary-client';
import type {
  CalculatorClassNames,
  CalculatorParts,
  CalculatorStrings,
  CalculatorTab,
  DiscountTierText,
} from './calculator-types';

interface State {
  tab: PricingTabId;
  /** Per tab, so switching back to a tab shows what was chosen there. */
  selections: Partial<Record<PricingTabId, readonly string[]>>;
  interval: BillingInterval;
}

export interface CalculatorProps {
  locale: Locale;
  /** The contact page in the page's language, which a quote opens with the estimate in its query. */
  contactPath: string;
  classNames: CalculatorClassNames;
  tabs: CalculatorTab[];
  /** The amounts of the first render, formatted on the server (amount → text). */
  formattedAmounts: Readonly<Record<string, string>>;
  /** How the browser formats the amounts the server did not (moneyFormatFor of the page's language). */
  moneyFormat: Intl.NumberFormatOptions;
  initial: Estimate;
  tiers: DiscountTierText[];
  strings: CalculatorStrings;
}

/**
 * The page's other links to a quote (the call to action under the calculator, `data-quote-link`): drawn by the server
 * with the estimate of its address, they follow every change made here.
 */
function followEstimate(href: string) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-quote-link]')) link.href = href;
}

/**
 * The calculator: a tab per catalogue, its options as checkboxes, and a summary that recalculates on every change.
 * The server renders the estimate of the URL; each change rewrites the URL in place (no navigation), so a reload or a
 * shared link shows the same estimate. What never changes (CalculatorParts) is drawn by the server: props on a Next.js
 * page, slots of the island on an Astro page, so no code ships to draw it.
 */
export function Calculator({
  locale,
  contactPath,
  classNames,
  tabs,
  formattedAmounts,
  moneyFormat,
  initial,
  tiers,
  strings,
  ...parts
}: CalculatorProps & CalculatorParts) {
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
    formattedAmounts[amount] ?? (moneyFormatter.current ??= new Intl.NumberFormat(locale, moneyFormat)).format(amount);
  const tabId = (id: PricingTabId) => `${baseId}-tab-${id}`;
  const panelId = (id: PricingTabId) => `${baseId}-panel-${id}`;

  const quoteOf = (next: State) => {
    const tab = tabs.find((t) => t.id === next.tab) ?? active;
    return priceSelection(tab, next.selections[tab.id] ?? [], next.interval);
  };

  /** The search string of a quote's estimate: the page's URL and the quote link carry it. */
  const searchOf = (quote: Quote) =>
    estimateToSearchParams({ tab: quote.tab, options: quote.lines.map((line) => line.id), interval: quote.interval });

  function commit(next: State) {
    setState(next);
    const search = searchOf(quoteOf(next));
    window.history.replaceState(null, '', `?${search}`);
    followEstimate(`${contactPath}?${search}`);
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
    // In a right-to-left list the right arrow goes back.
    const right = rtl ? -1 : 1;
    const targets: Record<string, number> = {
      Home: 0,
      End: tabs.length - 1,
      ArrowRight: index + right,
      ArrowLeft: index - right,
    };
    const target = targets[event.key];
    const next = target === undefined ? undefined : tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    selectTab(next.id);
    document.getElementById(tabId(next.id))?.focus();
  }

  const quote = quoteOf(state);
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
              className={selected ? classNames.tabSelected : classNames.tabIdle}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      <div className={classNames.columns}>
        <div>
          {tabs.map((tab) => {
            if (tab.id !== active.id) {
              // Only the shown panel has content: hydrating every catalogue's options would delay the first interaction.
              return <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} hidden />;
            }
            return (
              <CalculatorPanel
                key={tab.id}
                tab={tab}
                baseId={baseId}
                panelId={panelId(tab.id)}
                tabId={tabId(tab.id)}
                chosen={new Set(state.selections[tab.id] ?? [])}
                billing={state.interval}
                strings={strings.panel}
                classNames={classNames.panel}
                parts={parts}
                money={money}
                onInterval={(interval) => commit({ ...state, interval })}
                onToggle={(optionId, on) => toggle(tab.id, optionId, on)}
              />
            );
          })}

          <div className={classNames.stickyTotal} data-foot-bar="">
            <p className="min-w-0">
              {parts.totalLabel}
              <span className={classNames.stickyAmount}>{money(quote.total)}</span>
              {totalSuffix && <span className={classNames.suffix}> {totalSuffix}</span>}
            </p>
            {parts.viewEstimate}
          </div>
        </div>

        <CalculatorSummary
          baseId={baseId}
          tab={active}
          quote={quote}
          totalSuffix={totalSuffix}
          tiers={tiers}
          quoteHref={`${contactPath}?${searchOf(quote)}`}
          strings={strings.summary}
          classNames={classNames.summary}
          parts={parts}
          money={money}
        />
      </div>
    </div>
  );
}
