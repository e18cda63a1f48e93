'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Quote } from '@/lib/pricing';
import type { CalculatorClassNames, CalculatorStrings, DiscountTierText } from './calculator-types';

/**
 * The estimate beside the options: the lines chosen, subtotal, discount and total (announced as they change), the
 * discount tiers reached, and the link that opens the contact form with the estimate.
 */
export function CalculatorSummary({
  baseId,
  catalogueLabel,
  quote,
  labelOf,
  totalSuffix,
  tiers,
  quoteHref,
  strings,
  classNames,
  icons,
  money,
}: {
  baseId: string;
  catalogueLabel: string;
  quote: Quote;
  /** An option's label by its id. */
  labelOf: (optionId: string) => string | undefined;
  /** What the total is for ("per month", "first year"); none on one-time catalogues. */
  totalSuffix: string | undefined;
  tiers: DiscountTierText[];
  quoteHref: string;
  strings: CalculatorStrings;
  classNames: CalculatorClassNames;
  icons: { check: ReactNode; arrow: ReactNode };
  money: (amount: number) => string;
}) {
  const annually = quote.interval === 'annually';
  const appliedTier = tiers.find((tier) => tier.percent === quote.discountPercent);
  return (
    <section id="estimate" aria-labelledby={`${baseId}-summary`} className={classNames.summary}>
      <h3 id={`${baseId}-summary`} className="text-xl font-bold text-slate-900 dark:text-white">
        {strings.summary.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {catalogueLabel}
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
                <span className="text-slate-700 dark:text-slate-300">{labelOf(line.id)}</span>
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
                  reached ? 'font-medium text-emerald-700 dark:text-emerald-400' : 'text-slate-600 dark:text-slate-400',
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
  );
}
