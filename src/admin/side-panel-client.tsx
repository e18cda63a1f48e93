'use client';

import { useId, useState, type ReactNode } from 'react';
import editorCopy from '@messages/admin/editor.json';

/**
 * What an item has beside its fields (its schedule, client review links and history) in one panel: a column beside
 * the form from 1,280 px, where the form's own fields need no more room, so it is at hand wherever the form is
 * scrolled; below that, one panel at the top of the form that opens on a tap, instead of sections at the foot of a
 * form several screens long.
 */
export function SidePanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const p = editorCopy.panel;
  return (
    <aside
      aria-label={p.label}
      className="order-first min-w-0 rounded-xl border border-slate-200 p-4 xl:sticky xl:order-none xl:top-4 xl:max-h-[calc(100dvh-2rem)] xl:overflow-y-auto dark:border-slate-800"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-3 rounded-md text-start text-base font-semibold focus-visible:outline-2 focus-visible:outline-ember-600 xl:hidden"
      >
        {p.label}
        <span aria-hidden="true" className="text-slate-500">
          {open ? '−' : '+'}
        </span>
      </button>
      <h2 className="hidden text-base font-semibold xl:block">{p.label}</h2>
      {/* Hidden by a class rather than unmounted: a schedule or a review link being typed survives a close. */}
      <div
        id={id}
        // The sections keep the rule and space between them; the first needs neither under the panel's heading.
        className={`${open ? '' : 'hidden'} xl:block [&>section:first-child]:mt-4 [&>section:first-child]:border-t-0 [&>section:first-child]:pt-0`}
      >
        {children}
      </div>
    </aside>
  );
}
