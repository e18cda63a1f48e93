'use client';

import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { PictureView, type ResolvedImage } from '@/components/site/picture';
import { Stars } from '@/components/site/stars';

interface CarouselTestimonial {
  id: string;
  name: string;
  role: string;
  quote: string;
  photo: ResolvedImage;
  rating: number;
  /** "Rated 5 out of 5" */
  ratingLabel: string;
  /** "Testimonial 2 of 7" */
  slideLabel: string;
}

export interface TestimonialsCarouselProps {
  items: CarouselTestimonial[];
  labels: { previous: string; next: string; region: string };
}

/** Moves by one and wraps at both ends: previous from the first shows the last, next from the last shows the first. */
function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

/** The text testimonials, one at a time, with previous and next (arrow keys too, mirrored right to left). An island. */
export function TestimonialsCarousel({
  items,
  labels,
  quoteIcon,
  previousIcon,
  nextIcon,
}: TestimonialsCarouselProps & {
  /** Server-rendered icons (src/components/site/island-icons.tsx), so no icon code ships with the carousel. */
  quoteIcon: ReactNode;
  previousIcon: ReactNode;
  nextIcon: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const current = items[index];
  if (!current) return null;
  const move = (step: number) => setIndex((value) => wrapIndex(value + step, items.length));
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowRight') move(rtl ? -1 : 1);
    if (event.key === 'ArrowLeft') move(rtl ? 1 : -1);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      className="mx-auto max-w-3xl"
    >
      <figure
        key={current.id}
        aria-roledescription="slide"
        aria-label={current.slideLabel}
        className="relative rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-12 dark:border-slate-800 dark:bg-slate-900"
      >
        {quoteIcon}
        <Stars rating={current.rating} label={current.ratingLabel} />
        <blockquote className="mt-6 text-lg leading-8 text-pretty text-slate-800 sm:text-xl dark:text-slate-100">
          <p>{current.quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          <PictureView
            image={current.photo}
            alt=""
            sizes="56px"
            className="size-14 shrink-0 overflow-hidden rounded-full"
          />
          <div>
            <div className="font-semibold text-slate-900 dark:text-white">{current.name}</div>
            <div className="text-sm text-slate-600 dark:text-slate-400">{current.role}</div>
          </div>
        </figcaption>
      </figure>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label={labels.previous}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-ember-600 hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          {previousIcon}
        </button>
        <p
          className="min-w-16 text-center text-sm font-medium text-slate-600 tabular-nums dark:text-slate-400"
          aria-live="polite"
        >
          {index + 1} / {items.length}
        </p>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label={labels.next}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-ember-600 hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          {nextIcon}
        </button>
      </div>
    </div>
  );
}
