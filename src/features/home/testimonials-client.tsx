'use client';

import { useState, type KeyboardEvent, type ReactNode } from 'react';

interface CarouselTestimonial {
  id: string;
  name: string;
  role: string;
  quote: string;
  /** Server-rendered photo. */
  photo: ReactNode;
  stars: ReactNode;
  /** "Testimonial 2 of 7" */
  slideLabel: string;
}

/** Moves by one and wraps at both ends: previous from the first shows the last, next from the last shows the first. */
function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

export function TestimonialsCarousel({
  items,
  labels,
  icons,
}: {
  items: CarouselTestimonial[];
  labels: { previous: string; next: string; region: string };
  /** Server-rendered icons, so no icon code ships with the carousel. */
  icons: { quote: ReactNode; previous: ReactNode; next: ReactNode };
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
        {icons.quote}
        {current.stars}
        <blockquote className="mt-6 text-lg leading-8 text-pretty text-slate-800 sm:text-xl dark:text-slate-100">
          <p>{current.quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          {current.photo}
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
          {icons.previous}
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
          {icons.next}
        </button>
      </div>
    </div>
  );
}
