'use client';

import { Menu, X } from '@/components/icons';
import { Disclosure } from '@/components/ui/disclosure-client';
import type { Locale } from '@/lib/locales';
import { LocalLink } from './local-link';
import { NavLinks, type NavItem } from './nav-links';

export interface MobileMenuProps {
  locale: Locale;
  /** The page's path without its language prefix. */
  currentPath: string;
  items: NavItem[];
  openLabel: string;
  closeLabel: string;
  /** The "Get a quote" link, shown in the menu where the bar has no room for it. */
  quote: { href: string; label: string; className: string };
}

/**
 * Below 768 px: a hamburger that opens the menu under the bar. Escape closes it and returns focus to the button;
 * focus moves into the menu when it opens; choosing a link loads that page. An island on the public site.
 */
export function MobileMenu({ locale, currentPath, items, openLabel, closeLabel, quote }: MobileMenuProps) {
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
      <NavLinks
        locale={locale}
        items={items}
        currentPath={currentPath}
        className="flex flex-col"
        linkClassName="block px-2 py-3 text-base"
      />
      <div className="mt-3 border-t border-slate-200 px-2 pt-4 sm:hidden dark:border-slate-800">
        <QuoteLink locale={locale} {...quote} />
      </div>
    </Disclosure>
  );
}

/** The header's "Get a quote" link (src/components/site/header.tsx shows it in the bar from 640 px). */
export function QuoteLink({ locale, href, label, className }: { locale: Locale } & MobileMenuProps['quote']) {
  return (
    <LocalLink locale={locale} href={href} className={className} data-track="Get a quote" data-track-id="header-quote">
      {label}
    </LocalLink>
  );
}
