import type { ReactNode } from 'react';

/** A section of the panel with its heading and one paragraph saying what it is for, then its content. */
export function SectionPage({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mt-1 max-w-prose text-slate-600 dark:text-slate-300">{intro}</p>
      </div>
      {children}
    </section>
  );
}
