import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/**
 * A card's link to its item's page: a short visible label, the item's name in `label` for assistive technology (the
 * card's other links say the same few words), and an arrow that turns with the reading direction.
 */
export function CardLink({
  href,
  label,
  children,
}: {
  href: ComponentProps<typeof Link>['href'];
  label: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-label={label}
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-ember-700 hover:text-ember-800 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500"
    >
      {children}
      <span aria-hidden="true" className="rtl:rotate-180">
        →
      </span>
    </Link>
  );
}
