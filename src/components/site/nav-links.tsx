import { clsx } from 'clsx';

/** A main link as the server resolved it: its address in the page's language, and whether it is this page's section. */
export interface NavItem {
  href: string;
  label: string;
  current: boolean;
}

/**
 * The main links; the current section is marked for assistive technology and visually. Plain data in, so the mobile
 * menu's island draws them without the site's path rules (src/components/site/header.tsx resolves them).
 */
export function NavLinks({
  items,
  className,
  linkClassName,
}: {
  items: NavItem[];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            aria-current={item.current ? 'page' : undefined}
            className={clsx(
              'rounded-md font-medium transition-colors hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:hover:text-ember-500',
              item.current ? 'text-ember-700 dark:text-ember-500' : 'text-slate-700 dark:text-slate-200',
              linkClassName,
            )}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
