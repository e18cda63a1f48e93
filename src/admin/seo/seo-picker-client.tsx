'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import editorCopy from '@messages/admin/editor.json';
import copy from '@messages/admin/seo.json';
import { useConfirmLeave } from './leave-guard-client';
import { seoEntryHref } from './tabs';

/**
 * Set when a page was chosen from the focused dropdown. The panel is rendered anew for the new URL; the new dropdown
 * takes the focus back, so a keyboard user keeps moving through the pages with the arrow keys.
 */
let refocus = false;

/** "Select a page": choosing one opens its entry at its own URL (a client-side navigation, no full reload). */
export function SeoPicker({ pages, selected }: { pages: { id: string; name: string }[]; selected?: string }) {
  const router = useRouter();
  const confirmLeave = useConfirmLeave(editorCopy.unsaved);
  const select = useRef<HTMLSelectElement>(null);
  const [value, setValue] = useState(selected ?? '');
  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    select.current?.focus();
  }, []);
  return (
    <div className="max-w-xl">
      <label htmlFor="seo-page" className="block text-sm font-medium">
        {copy.selectLabel}
      </label>
      <select
        ref={select}
        id="seo-page"
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (!next || !confirmLeave()) return;
          setValue(next);
          refocus = document.activeElement === event.target;
          router.push(seoEntryHref(next));
        }}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
      >
        <option value="" disabled>
          {copy.selectPlaceholder}
        </option>
        {pages.map((page) => (
          <option key={page.id} value={page.id}>
            {page.name}
          </option>
        ))}
      </select>
    </div>
  );
}
