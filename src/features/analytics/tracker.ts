import { sourceOf } from '@/lib/attribution';
import { TRACK_EVENT_NAME, type TrackEvent } from './track';
import { visitSource } from './visit-source';

/** What the tracker sends (the server's allowlist in src/server/analytics/collect.ts decides what is kept). */
type Outgoing =
  | TrackEvent
  | { type: 'page_view'; title: string; locale: string; source?: string; medium?: string; campaign?: string }
  | { type: 'time_on_page'; seconds: number }
  | { type: 'scroll_depth'; percent: number }
  | { type: 'click'; label: string; id: string; target?: string };

const ENDPOINT = '/api/events';
/** The server takes at most 20 events and 4 KB per request; batches stay under both. */
const MAX_EVENTS = 20;
const MAX_BYTES = 3_800;
const FLUSH_AFTER_MS = 5_000;
const THRESHOLDS = [25, 50, 75, 90] as const;

/** The visit's source for its page views, as the lead forms send it (`|` joins the parts on the server, so none). */
function pageViewSource(): { source?: string; medium?: string; campaign?: string } {
  const visit = visitSource();
  if (!visit.landingPage) return {};
  const clean = (part: string | undefined) => (part ? part.replaceAll('|', ' ') : undefined);
  return { source: clean(sourceOf(visit)), medium: clean(visit.utmMedium), campaign: clean(visit.utmCampaign) };
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The same-origin path a link leads to, if it is one. */
function linkTarget(element: Element): string | undefined {
  const href = element instanceof HTMLAnchorElement ? element.href : undefined;
  if (!href) return undefined;
  const url = new URL(href);
  return url.origin === location.origin ? url.pathname.slice(0, 300) : undefined;
}

/**
 * Records this page view and what the visitor does on it: scroll depth (each threshold once), time on page in whole
 * visible seconds when they leave (sent as a beacon), clicks on elements that opt in (`data-track="label"`, optional
 * `data-track-id`; `data-track-tab="group:tab"` for tabs), and the events the page reports through `track()`.
 * Returns a function that stops it.
 */
export function startTracker({ locale, early }: { locale: string; early: readonly TrackEvent[] }): () => void {
  const path = location.pathname.slice(0, 300);
  let queue: (Outgoing & { path: string })[] = [];
  let timer: number | undefined;
  let refused = false;

  function send(beacon: boolean) {
    window.clearTimeout(timer);
    timer = undefined;
    while (queue.length) {
      let count = 0;
      while (
        count < Math.min(queue.length, MAX_EVENTS) &&
        bytes(JSON.stringify({ events: queue.slice(0, count + 1) })) <= MAX_BYTES
      )
        count++;
      const body = JSON.stringify({ events: queue.splice(0, Math.max(count, 1)) });
      if (refused) continue;
      if (beacon && navigator.sendBeacon?.(ENDPOINT, body)) continue;
      // `keepalive` only when the page is going away: a keepalive request is the browser's, not the page's, and tools
      // that wait for the page's network to settle may never see it end.
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: beacon, headers: { 'content-type': 'text/plain' } }).then(
        (response) => {
          // Over the limit: this page stops sending rather than adding to the load.
          if (response.status === 429) refused = true;
          // An unread body keeps the request open (the refusals carry a short JSON body).
          void response.body?.cancel();
        },
        () => undefined,
      );
    }
  }

  function push(event: Outgoing, now = false) {
    queue.push({ ...event, path });
    if (now || queue.length >= MAX_EVENTS) send(false);
    else timer ??= window.setTimeout(() => send(false), FLUSH_AFTER_MS);
  }

  // Time on page: visible time only, counted from the navigation; each leave reports what accrued since the last one.
  let visibleSince: number | undefined = document.visibilityState === 'visible' ? 0 : undefined;
  let visibleMs = 0;
  let reportedSeconds = 0;
  function leave() {
    if (visibleSince !== undefined) visibleMs += performance.now() - visibleSince;
    visibleSince = undefined;
    const seconds = Math.floor(visibleMs / 1000) - reportedSeconds;
    if (seconds > 0) {
      reportedSeconds += seconds;
      queue.push({ type: 'time_on_page', seconds, path });
    }
    send(true);
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leave();
    else visibleSince ??= performance.now();
  };

  const reached = new Set<number>();
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const depth = ((window.scrollY + window.innerHeight) / document.documentElement.scrollHeight) * 100;
      for (const threshold of THRESHOLDS) {
        if (depth + 0.5 < threshold || reached.has(threshold)) continue;
        reached.add(threshold);
        push({ type: 'scroll_depth', percent: threshold });
      }
    });
  };

  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest('[data-track],[data-track-tab]') : null;
    if (!(element instanceof HTMLElement)) return;
    const tab = element.dataset.trackTab?.split(':');
    if (tab?.length === 2 && (tab[0] === 'portfolio' || tab[0] === 'case_studies') && tab[1]) {
      push({ type: 'tab', group: tab[0], tab: tab[1] });
      return;
    }
    const label = element.dataset.track?.trim().slice(0, 100);
    if (!label) return;
    push({
      type: 'click',
      label,
      id: (element.dataset.trackId ?? element.id).slice(0, 100),
      target: linkTarget(element),
    });
  };

  const onTrack = (event: Event) => push((event as CustomEvent<TrackEvent>).detail);

  push({ type: 'page_view', title: document.title.slice(0, 200), locale, ...pageViewSource() }, true);
  for (const event of early) push(event);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', leave);
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener(TRACK_EVENT_NAME, onTrack);

  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', leave);
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener(TRACK_EVENT_NAME, onTrack);
    cancelAnimationFrame(frame);
    send(true);
    queue = [];
  };
}
