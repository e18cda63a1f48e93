import { clsx } from 'clsx';
import type { Locale } from '@/lib/locales';
import { LocalLink } from './local-link';

export interface NavItem {
  href: string;
  label: string;
}

function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** The main links; the current section is marked for assistive technology and visually. */
export function NavLinks({
  locale,
  items,
  currentPath,
  className,
  linkClassName,
}: {
  locale: Locale;
  items: NavItem[];
  /** The page's path without its language prefix. */
  currentPath: string;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = isCurrent(currentPath, item.href);
        return (
          <li key={item.href}>
            <LocalLink
              locale={locale}
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'rounded-md font-medium transition-colors hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:hover:text-ember-500',
                current ? 'text-ember-700 dark:text-ember-500' : 'text-slate-700 dark:text-slate-200',
                linkClassName,
              )}
            >
              {item.label}
            </LocalLink>
          </li>
        );
      })}
    </ul>
  );
}
