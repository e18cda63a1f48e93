'use client';

import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';

/** Replaces the current page with `href` (in the page's language) after `delay` milliseconds. */
export function RedirectAfter({ href, delay }: { href: string; delay: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace(href), delay);
    return () => clearTimeout(timer);
  }, [router, href, delay]);
  return null;
}
