import { clsx } from 'clsx';

/** A main link as the server resolved it: its address in the page's language, and whether it is this page's section. */
export interface NavItem {
  href: string;
  label: string;
  current: boolean;
  /** The links under it (one level: the header's menu editor allows no deeper). */
  children?: Omit<NavItem, 'children'>[];
}

const linkClasses = (current: boolean, extra?: string) =>
  clsx(
    'rounded-md font-medium transition-colors hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:hover:text-ember-500',
    current ? 'text-ember-700 dark:text-ember-500' : 'text-slate-700 dark:text-slate-200',
    extra,
  );

/**
 * The main links; the current section is marked for assistive technology and visually. Plain data in, so the mobile
 * menu's island draws them without the site's path rules (src/features/shell/menus.ts resolves them). Links under a
 * link open below it while it is hovered or has focus (`dropdown`, the bar), or are listed under it (`indented`, the
 * mobile menu): no script either way.
 */
export function NavLinks({
  items,
  className,
  linkClassName,
  nested = 'dropdown',
}: {
  items: NavItem[];
  className?: string;
  linkClassName?: string;
  nested?: 'dropdown' | 'indented';
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={item.href}
          className={item.children?.length && nested === 'dropdown' ? 'group/nav relative' : undefined}
        >
          <a
            href={item.href}
            aria-current={item.current ? 'page' : undefined}
            className={linkClasses(item.current, linkClassName)}
          >
            {item.label}
          </a>
          {item.children && item.children.length > 0 && (
            <ul
              className={
                nested === 'dropdown'
                  ? 'absolute start-0 top-full z-10 hidden min-w-48 rounded-xl border border-slate-200 bg-white p-2 shadow-lg group-focus-within/nav:block group-hover/nav:block dark:border-slate-800 dark:bg-navy-950'
                  : 'ms-4 border-s border-slate-200 ps-2 dark:border-slate-800'
              }
            >
              {item.children.map((child) => (
                <li key={child.href}>
                  <a
                    href={child.href}
                    aria-current={child.current ? 'page' : undefined}
                    className={linkClasses(
                      child.current,
                      clsx('block px-3 py-2 text-sm', nested === 'indented' && linkClassName),
                    )}
                  >
                    {child.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
