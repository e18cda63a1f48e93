import type { ReactNode } from 'react';

/** The opening band of an inner page: eyebrow, the page's h1, lead text and actions. */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  children,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(234_88_12/0.35),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgb(56_189_248/0.18),transparent)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-ember-500 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
          {description && <p className="mt-6 text-lg text-pretty text-slate-300 sm:text-xl">{description}</p>}
          {actions && <div className="mt-10 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
