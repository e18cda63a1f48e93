'use client';

import type { Quote } from '@/lib/pricing';
import type {
  CalculatorClassNames,
  CalculatorParts,
  CalculatorStrings,
  CalculatorTab,
  DiscountTierText,
} from './calculator-types';

/**
 * The estimate beside the options: the lines chosen, subtotal, discount and total (announced as they change), the
 * discount tiers reached, and the link that opens the contact form with the estimate.
 */
export function CalculatorSummary({
  baseId,
  tab,
  quote,
  totalSuffix,
  tiers,
  quoteHref,
  strings,
  classNames,
  parts,
  money,
}: {
  baseId: string;
  /** The catalogue shown, whose options the lines are. */
  tab: CalculatorTab;
  quote: Quote;
  /** What the total is for ("per month", "first year"); none on one-time catalogues. */
  totalSuffix: string | undefined;
  tiers: DiscountTierText[];
  quoteHref: string;
  strings: CalculatorStrings['summary'];
  classNames: CalculatorClassNames['summary'];
  parts: CalculatorParts;
  money: (amount: number) => string;
}) {
  const options = tab.categories.flatMap((category) => category.options);
  const appliedTier = tiers.find((tier) => tier.percent === quote.discountPercent);
  return (
    <section id="estimate" aria-labelledby={`${baseId}-summary`} className={classNames.section}>
      <h3 id={`${baseId}-summary`} className={classNames.title}>
        {strings.title}
      </h3>
      <p className={classNames.catalogue}>
        {tab.label}
        {quote.interval && <> · {quote.interval === 'annually' ? strings.billedAnnually : strings.billedMonthly}</>}
      </p>

      {quote.lines.length === 0 ? (
        <p className={classNames.empty}>{strings.empty}</p>
      ) : (
        <div className="mt-5">
          {parts.selectedLabel}
          <ul className={classNames.lines}>
            {quote.lines.map((line) => (
              <li key={line.id} className={classNames.row}>
                <span className={classNames.lineName}>{options.find((option) => option.id === line.id)?.label}</span>
                <span className={classNames.lineAmount}>{money(line.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div aria-live="polite" aria-atomic="true">
        <dl className={classNames.figures}>
          <div className={classNames.row}>
            <dt className={classNames.term}>{strings.subtotal}</dt>
            <dd className={classNames.value}>{money(quote.subtotal)}</dd>
          </div>
          {quote.oneTimeSubtotal > 0 && (
            <div className={classNames.row}>
              <dt className={classNames.term}>{strings.oneTimeIncluded}</dt>
              <dd className={classNames.value}>{money(quote.oneTimeSubtotal)}</dd>
            </div>
          )}
          <div className={classNames.row}>
            <dt className={classNames.term}>
              {strings.discount}
              <span className="block text-xs">{appliedTier?.applied ?? strings.noDiscount}</span>
            </dt>
            <dd className={quote.discount > 0 ? classNames.discountSaved : classNames.discountNone}>
              {money(quote.discount > 0 ? -quote.discount : 0)}
            </dd>
          </div>
          <div className={classNames.totalRow}>
            <dt className={classNames.totalTerm}>{strings.total}</dt>
            <dd className="text-end">
              <span className={classNames.totalAmount}>{money(quote.total)}</span>
              {totalSuffix && <span className={classNames.suffix}>{totalSuffix}</span>}
            </dd>
          </div>
        </dl>
      </div>

      <div className="mt-6">
        {parts.tiersLabel}
        <ul className={classNames.tiers}>
          {tiers.map((tier) => {
            const reached = quote.discountPercent >= tier.percent;
            return (
              <li key={tier.percent} className={reached ? classNames.tierReached : classNames.tierAhead}>
                <span className={reached ? classNames.tierMarkReached : classNames.tierMarkAhead}>
                  {parts.tierMark}
                </span>
                {tier.rule}
              </li>
            );
          })}
        </ul>
      </div>

      <a href={quoteHref} className={classNames.quote}>
        {parts.requestQuote}
      </a>
      {parts.footnote}
    </section>
  );
}
