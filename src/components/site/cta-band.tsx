import type { ReactNode } from 'react';

/** The closing call to action of a page. */
export function CtaBand({
  title,
  text,
  actions,
  children,
}: {
  title: string;
  text?: string;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-navy-950 px-6 py-14 text-white sm:px-12 sm:py-16 dark:bg-slate-900">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgb(234_88_12/0.4),transparent)]"
        />
        <div className="relative grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
            {text && <p className="mt-4 text-lg text-slate-300">{text}</p>}
            <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
