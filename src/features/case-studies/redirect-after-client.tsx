'use client';

import { useEffect } from 'react';

/** Replaces the current page with `href` after `delay` milliseconds (the back button skips this page). */
export function RedirectAfter({ href, delay }: { href: string; delay: number }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.replace(href), delay);
    return () => clearTimeout(timer);
  }, [href, delay]);
  return null;
}
