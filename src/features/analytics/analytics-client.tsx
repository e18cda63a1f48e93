'use client';

import { useEffect } from 'react';
import { TRACK_EVENT_NAME, trackingRefused, type TrackEvent } from './track';

/**
 * Starts the first-party tracker once the page is idle, as a separate chunk (nothing of it is in the page's first
 * load). Events the page reports before then are held and handed over. With `forwardTo` (ANALYTICS_PROVIDER_SCRIPT),
 * a hosted provider's script is added then too (the CSP names its origin). Nothing runs for a visitor who opted out.
 * (Where the visit came from is noted before, as the page is read: src/site/scripts/visit-landing-inline.ts.)
 */
export function Analytics({ locale, forwardTo }: { locale: string; forwardTo?: string }) {
  useEffect(() => {
    if (trackingRefused()) return;
    const early: TrackEvent[] = [];
    const hold = (event: Event) => early.push((event as CustomEvent<TrackEvent>).detail);
    window.addEventListener(TRACK_EVENT_NAME, hold);
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      void import('./tracker').then(({ startTracker }) => {
        window.removeEventListener(TRACK_EVENT_NAME, hold);
        if (!cancelled) stop = startTracker({ locale, early });
      });
      if (forwardTo && !cancelled) {
        const script = document.createElement('script');
        script.src = forwardTo;
        script.async = true;
        script.onerror = () => console.error('The analytics provider script could not be loaded.');
        document.head.append(script);
      }
    };
    const idle = window.requestIdleCallback?.(start, { timeout: 4_000 });
    const timer = idle === undefined ? window.setTimeout(start, 2_000) : undefined;
    return () => {
      cancelled = true;
      window.removeEventListener(TRACK_EVENT_NAME, hold);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      stop?.();
    };
  }, [locale, forwardTo]);
  return null;
}
