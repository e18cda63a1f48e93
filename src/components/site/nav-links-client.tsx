'use client';

import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

export interface NavItem {
  href: string;
  label: string;
}

function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** The main links; the current section is marked for assistive technology and visually. */
export function NavLinks({
  items,
  className,
  linkClassName,
  onNavigate,
}: {
  items: NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = isCurrent(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'rounded-md font-medium transition-colors hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:hover:text-ember-500',
                current ? 'text-ember-700 dark:text-ember-500' : 'text-slate-700 dark:text-slate-200',
                linkClassName,
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
