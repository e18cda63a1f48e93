import { Check, ChevronDown, Globe, Menu, X } from '@/components/icons';
import type { Locale } from '@/lib/locales';
import { NavLinks, type NavItem } from './nav-links';

/**
 * The header's two dropdowns, the language menu and the mobile menu, as server-drawn parts inside `HeaderDisclosure`
 * (open, close, Escape, focus) and `LanguageLinksFrame` (the switch's toast and cookie), composed by the site's layout
 * (src/site/layouts/site.astro) and made to work by the site's script (src/site/scripts/header-controls.ts).
 */

interface LanguageOption {
  code: Locale;
  name: string;
  /** This page in that language. */
  href: string;
}

export interface LanguageMenuProps {
  current: Locale;
  options: LanguageOption[];
  label: string;
  listLabel: string;
  waitText: string;
  switchingText: Record<Locale, string>;
}

export const languageMenuFrame = {
  className: 'relative',
  buttonClassName:
    'inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800',
  panelClassName:
    'absolute end-0 top-full z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900',
};

/** What the language menu's button shows: the current two-letter code. */
export function LanguageMenuButton({ current, label }: Pick<LanguageMenuProps, 'current' | 'label'>) {
  return (
    <>
      <Globe aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}, </span>
      {current}
      <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-aria-expanded:rotate-180" />
    </>
  );
}

/** Each language, linking to this page in it (see LanguageLinksFrame for what a click does with script). */
export function LanguageList({
  current,
  options,
  listLabel,
}: Pick<LanguageMenuProps, 'current' | 'options' | 'listLabel'>) {
  return (
    <ul aria-label={listLabel}>
      {options.map((option) => (
        <li key={option.code}>
          <a
            href={option.href}
            hrefLang={option.code}
            lang={option.code}
            aria-current={option.code === current ? 'true' : undefined}
            className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <span>{option.name}</span>
            <span className="flex items-center gap-2 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
              {option.code}
              {option.code === current && <Check aria-hidden="true" className="size-4 text-ember-600" />}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface MobileMenuProps {
  items: NavItem[];
  openLabel: string;
  closeLabel: string;
  /** The "Get a quote" link (its address in the page's language), shown in the menu where the bar has no room for it. */
  quote: { href: string; label: string; className: string };
}

/**
 * Below 768 px: a hamburger that opens the menu under the bar. Escape closes it and returns focus to the button;
 * focus moves into the menu when it opens; choosing a link loads that page.
 */
export const mobileMenuFrame = {
  className: 'md:hidden',
  focusOnOpen: true,
  buttonClassName:
    'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800',
  panelClassName:
    'absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pt-2 pb-5 shadow-lg dark:border-slate-800 dark:bg-navy-950',
};

/** The hamburger, a cross while the menu is open. */
export function MobileMenuButton({ openLabel, closeLabel }: Pick<MobileMenuProps, 'openLabel' | 'closeLabel'>) {
  return (
    <>
      <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
      <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
      <span className="sr-only group-aria-expanded:hidden">{openLabel}</span>
      <span className="sr-only hidden group-aria-expanded:inline">{closeLabel}</span>
    </>
  );
}

/** The menu under the bar: every main link, and Get a Quote below 640 px. */
export function MobileMenuPanel({ items, quote }: Pick<MobileMenuProps, 'items' | 'quote'>) {
  return (
    <>
      <NavLinks items={items} className="flex flex-col" linkClassName="block px-2 py-3 text-base" nested="indented" />
      <div className="mt-3 border-t border-slate-200 px-2 pt-4 sm:hidden dark:border-slate-800">
        <QuoteLink {...quote} />
      </div>
    </>
  );
}

/** The header's "Get a quote" link (the bar shows it from 640 px). */
export function QuoteLink({ href, label, className }: MobileMenuProps['quote']) {
  return (
    <a href={href} className={className} data-track="Get a quote" data-track-id="header-quote">
      {label}
    </a>
  );
}
