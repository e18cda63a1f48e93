import { ChevronLeft, ChevronRight, Pause, Play, Quote, X } from '@/components/icons';

/**
 * What the content islands show, drawn on the server so no icon ships as their script (as shell-icons.tsx does for the
 * shell): slots of the islands.
 */

export const GalleryCloseIcon = () => <X aria-hidden="true" className="size-6" />;
export const GalleryPreviousIcon = () => <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />;
export const GalleryNextIcon = () => <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />;

export const VideoPlayIcon = () => <Play aria-hidden="true" className="ms-1 size-7 fill-current sm:size-8" />;

export const CarouselQuoteIcon = () => (
  <Quote aria-hidden="true" className="absolute end-8 top-8 size-10 text-ember-100 dark:text-slate-800" />
);
export const CarouselPreviousIcon = () => <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />;
export const CarouselNextIcon = () => <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />;

export const TestimonialPlayIcon = () => <Play aria-hidden="true" className="ms-1 size-7" />;
export const TestimonialPauseIcon = () => <Pause aria-hidden="true" className="size-7" />;
