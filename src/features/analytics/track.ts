import type { PricingTabId } from '@/lib/pricing';

/** The DOM event every tracked interaction is dispatched as, on `window`, with the event as its `detail`. */
export const TRACK_EVENT_NAME = 'agency:track';

export type TrackEvent = { type: 'calculator_tab'; tab: PricingTabId };

/** Reports a visitor interaction. Every tracked interaction goes through here, so one place decides where it is sent. */
export function track(event: TrackEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TrackEvent>(TRACK_EVENT_NAME, { detail: event }));
}
