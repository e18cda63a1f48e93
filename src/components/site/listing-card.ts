/**
 * The frame of a card in a listing (projects, case studies, blog posts): it rises into place as it appears, and a
 * card below the first screen is not styled, laid out or painted until it comes near the viewport (`below-fold-card`):
 * the portfolio lists thirty cards, and laying them all out was the largest task around its first paint.
 */
export const listingCardClass =
  'group flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg motion-safe:animate-card-in below-fold-card dark:border-slate-800 dark:bg-slate-900';
