import { clsx } from 'clsx';
import { Star } from 'lucide';
import { createElement } from 'react';

/** The id of the star shape every rating uses: drawn once per page by <StarSymbol>, referenced by each star. */
const STAR_SYMBOL = 'star-shape';

/** The star outline, once per page (in the layout); ratings refer to it instead of repeating the path. */
export function StarSymbol() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={STAR_SYMBOL} viewBox="0 0 24 24">
        {Star.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </symbol>
    </svg>
  );
}

/** A 1–5 star rating; assistive technology hears the label ("Rated 5 out of 5"), not five icons. */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <div role="img" aria-label={label} className={clsx('flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <svg
          key={value}
          aria-hidden="true"
          viewBox="0 0 24 24"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className={clsx(
            'size-5 stroke-current',
            value <= rating ? 'fill-amber-400 text-amber-400' : 'fill-none text-slate-300 dark:text-slate-600',
          )}
        >
          <use href={`#${STAR_SYMBOL}`} />
        </svg>
      ))}
    </div>
  );
}
