'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';

const estimateParams = ['tab', 'options', 'interval'] as const;

/**
 * A link to the contact form carrying the estimate in the page's address. The calculator keeps that address current
 * (Next.js syncs `history.replaceState` into `useSearchParams`); the contact page validates it against the catalogue.
 */
export function QuoteLink({
  contactPath,
  className,
  children,
}: {
  /** The contact page in the page's language. */
  contactPath: string;
  className?: string;
  children: ReactNode;
}) {
  const searchParams = useSearchParams();
  const query = estimateParams
    .flatMap((name) => {
      const value = searchParams.get(name);
      return value === null ? [] : [`${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`];
    })
    .join('&');
  return (
    <a href={query ? `${contactPath}?${query}` : contactPath} className={className}>
      {children}
    </a>
  );
}
