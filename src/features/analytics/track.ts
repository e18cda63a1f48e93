/** The DOM event every tracked interaction is dispatched as, on `window`, with the event as its `detail`. */
export const TRACK_EVENT_NAME = 'agency:track';

/**
 * What a page reports by itself (the tracker adds page views, time on page, scroll depth and opted-in clicks). The
 * server's allowlist (src/server/analytics/collect.ts) is the definition; these are the ones client code sends.
 */
export type TrackEvent =
  | { type: 'tab'; group: 'calculator' | 'portfolio' | 'case_studies'; tab: string }
  | { type: 'form_start' | 'form_submit'; form: 'contact' | 'whitelabel' | 'chat' };

/**
 * Reports a visitor interaction. Every tracked interaction goes through here; the tracker (loaded when the page is
 * idle, and never when the visitor opted out) picks it up, with the events that came before it loaded.
 */
export function track(event: TrackEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TrackEvent>(TRACK_EVENT_NAME, { detail: event }));
}

/** Whether the visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
export function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}
