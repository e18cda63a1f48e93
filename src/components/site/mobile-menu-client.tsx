'use client';

import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { usePathname } from '@/i18n/navigation';
import { NavLinks, type NavItem } from './nav-links-client';

/**
 * Below 768 px: a hamburger that opens the menu under the bar. Choosing a link or pressing Escape closes it; focus
 * moves into the menu when it opens and back to the button when it closes with Escape.
 */
export function MobileMenu({
  items,
  openLabel,
  closeLabel,
  children,
}: {
  items: NavItem[];
  openLabel: string;
  closeLabel: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const pathname = usePathname();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(open, close, panel, button);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  // A navigation (including back/forward) closes the menu.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      <div
        ref={panel}
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pt-2 pb-5 shadow-lg dark:border-slate-800 dark:bg-navy-950"
      >
        <NavLinks
          items={items}
          onNavigate={close}
          className="flex flex-col"
          linkClassName="block px-2 py-3 text-base"
        />
        {children}
      </div>
    </div>
  );
}
