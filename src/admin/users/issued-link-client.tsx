'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import { fill } from '../fill';
import type { IssuedLink } from './schema';
import type { UsersLabels } from './use-users-action-client';

/**
 * A set-password link, shown once: only its hash is stored, so after Done (or a reload) nobody can see it again. The
 * heading takes the focus when it appears, so a screen reader reads where the link is.
 */
export function IssuedLinkPanel({
  link,
  labels,
  icon,
  onDone,
}: {
  link: IssuedLink;
  labels: UsersLabels['link'];
  icon: ReactNode;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => heading.current?.focus(), [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ variant: 'success', title: labels.copied });
    } catch {
      field.current?.select();
      toast({ variant: 'destructive', title: labels.copyFailed });
    }
  }

  return (
    <section
      aria-labelledby="issued-link-heading"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 sm:p-6 dark:border-emerald-800 dark:bg-emerald-950/40"
    >
      <h3 id="issued-link-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {fill(labels.heading, { name: link.name })}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{fill(labels.once, { name: link.name })}</p>
      <label htmlFor="issued-link" className="mt-4 block text-sm font-medium">
        {labels.label}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id="issued-link"
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        />
        <button type="button" onClick={copy} className={buttonVariants({ variant: 'secondary' })}>
          {icon}
          {labels.copy}
        </button>
      </div>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
        {fill(link.mailed ? labels.mailed : labels.notMailed, { email: link.email })}
      </p>
      <button type="button" onClick={onDone} className={clsx(buttonVariants({ variant: 'ghost', size: 'sm' }), 'mt-3')}>
        {labels.done}
      </button>
    </section>
  );
}
