import { Menu, X } from '@/components/icons';
import type { ReactNode } from 'react';
import { Disclosure } from '@/components/ui/disclosure-client';

/**
 * Below 768 px: a hamburger that opens the menu under the bar. Escape closes it and returns focus to the button;
 * focus moves into the menu when it opens; choosing a link loads that page.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Disclosure
      className="md:hidden"
      focusOnOpen
      buttonClassName="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800"
      button={
        <>
          <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
          <span className="sr-only group-aria-expanded:hidden">{openLabel}</span>
          <span className="sr-only hidden group-aria-expanded:inline">{closeLabel}</span>
        </>
      }
      panelClassName="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pt-2 pb-5 shadow-lg dark:border-slate-800 dark:bg-navy-950"
    >
      {children}
    </Disclosure>
  );
}
