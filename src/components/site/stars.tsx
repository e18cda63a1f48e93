import { clsx } from 'clsx';
import { Star } from 'lucide';

/** The id of the star outline every rating uses: drawn once per page by <StarSymbol>, referenced by each star. */
const STAR_SHAPE = 'star-shape';

/** Lucide's star is one path; ratings place copies of it with `<use x>` instead of repeating it. */
const starPath = String(Star.find(([tag]) => tag === 'path')?.[1].d ?? '');

/** The star outline, once per page (in the layout); ratings refer to it instead of repeating the path. */
export function StarSymbol() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <path id={STAR_SHAPE} d={starPath} />
      </defs>
    </svg>
  );
}

/** Star pitch in the 24-unit star grid: the star and a gap of 2 px at the 20 px size. */
const PITCH = 26.4;
const STAR_SIZE_PX = { md: 20, sm: 16 } as const;

/**
 * A 1–5 star rating as one SVG: filled stars, then the empty ones. Assistive technology hears the label ("Rated 5 out of
 * 5"), not five icons. One element per star (plus the frame) keeps the page's DOM and inline payload small.
 */
export function Stars({
  rating,
  label,
  size = 'md',
  className,
}: {
  rating: number;
  label: string;
  size?: keyof typeof STAR_SIZE_PX;
  className?: string;
}) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  const width = PITCH * 4 + 24;
  const px = STAR_SIZE_PX[size];
  const stars = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, index) => (
      <use key={from + index} href={`#${STAR_SHAPE}`} x={(from + index) * PITCH} />
    ));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 24`}
      width={Math.round((width / 24) * px)}
      height={px}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Filled stars come first in the reading direction: on the right in Arabic.
      className={clsx('shrink-0 rtl:-scale-x-100', className)}
    >
      {filled > 0 && <g className="fill-amber-400 stroke-amber-400">{stars(0, filled)}</g>}
      {filled < 5 && <g className="fill-none stroke-slate-300 dark:stroke-slate-600">{stars(filled, 5)}</g>}
    </svg>
  );
}
