import { TRACK_EVENT_NAME, trackingRefused, type TrackEvent } from '@/features/analytics/track';

/**
 * Starts the first-party tracker once the page is idle, as a separate chunk (nothing of it is in the page's first
 * load), on a page that asks for it with `[data-analytics]` (its language, and with `data-forward-to`
 * (ANALYTICS_PROVIDER_SCRIPT) a hosted provider's script, added then too; the CSP names its origin). Events the page
 * reports before then are held and handed over. Nothing runs for a visitor who opted out. (Where the visit came from is
 * noted before, as the page is read: ./visit-landing-inline.ts.)
 */
const element = document.querySelector<HTMLElement>('[data-analytics]');
if (element && !trackingRefused()) {
  const { locale = '', forwardTo } = element.dataset;
  const early: TrackEvent[] = [];
  const hold = (event: Event) => early.push((event as CustomEvent<TrackEvent>).detail);
  addEventListener(TRACK_EVENT_NAME, hold);
  const start = () => {
    void import('@/features/analytics/tracker').then(({ startTracker }) => {
      removeEventListener(TRACK_EVENT_NAME, hold);
      startTracker({ locale, early });
    });
    if (forwardTo) {
      const script = document.createElement('script');
      script.src = forwardTo;
      script.async = true;
      script.onerror = () => console.error('The analytics provider script could not be loaded.');
      document.head.append(script);
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 4_000 });
  else setTimeout(start, 2_000);
}
