import type { ReactNode } from 'react';
import type { Locale } from '@/lib/locales';
import { LocalLink } from './local-link';

/**
 * A card's link to its item's page: a short visible label, the item's name in `label` for assistive technology (the
 * card's other links say the same few words), and an arrow that turns with the reading direction.
 */
export function CardLink({
  locale,
  href,
  label,
  children,
}: {
  locale: Locale;
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <LocalLink
      locale={locale}
      href={href}
      aria-label={label}
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-ember-700 hover:text-ember-800 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500"
    >
      {children}
      <span aria-hidden="true" className="rtl:rotate-180">
        →
      </span>
    </LocalLink>
  );
}
