'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

const estimateParams = ['tab', 'options', 'interval'] as const;

/**
 * A link to the contact form carrying the estimate in the page's address. The calculator keeps that address current
 * (Next.js syncs `history.replaceState` into `useSearchParams`); the contact page validates it against the catalogue.
 */
export function QuoteLink({ className, children }: { className?: string; children: ReactNode }) {
  const searchParams = useSearchParams();
  const query = estimateParams
    .flatMap((name) => {
      const value = searchParams.get(name);
      return value === null ? [] : [`${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`];
    })
    .join('&');
  return (
    <Link href={query ? `${paths.contact}?${query}` : paths.contact} prefetch={false} className={className}>
      {children}
    </Link>
  );
}
