import type { ReactNode } from 'react';

export const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** One titled part of a lead's page, named by its heading for screen readers. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card} aria-labelledby={`lead-${title.replace(/\W+/g, '-')}`}>
      <h3 id={`lead-${title.replace(/\W+/g, '-')}`} className="mb-4 text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}
