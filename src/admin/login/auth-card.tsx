import type { ReactNode } from 'react';
import { Logo } from '@/components/site/logo';
import { paths } from '@/lib/paths';

/**
 * The card the pages outside the panel share (sign-in, set a password): the site's logo and name (from its settings),
 * titled heading, content, way back.
 */
export function AuthCard({
  siteName,
  icon,
  title,
  intro,
  backLabel,
  children,
}: {
  siteName: string;
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-8">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <a
          href={paths.home}
          className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-ember-600"
        >
          <Logo name={siteName} />
        </a>
        <div className="mt-8 flex items-center gap-3">
          {icon}
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        </div>
        {intro && <p className="mt-2 text-slate-600 dark:text-slate-300">{intro}</p>}
        {children}
        <a
          href={paths.home}
          className="mt-6 inline-block font-medium text-ember-700 underline underline-offset-2 dark:text-ember-500"
        >
          {backLabel}
        </a>
      </div>
    </main>
  );
}
