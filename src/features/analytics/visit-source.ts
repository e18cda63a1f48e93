import {
  ATTRIBUTION_KEY,
  attributionFields,
  attributionOf,
  attributionValue,
  type Attribution,
} from '@/lib/attribution';

/**
 * Keeps where this visit came from for as long as the tab's session lasts (sessionStorage, never a cookie), from its
 * first page: later pages of the visit keep the landing page and the campaign it arrived with. Called only for
 * visitors who did not opt out of tracking.
 */
export function rememberVisitSource(): void {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_KEY)) return;
    const found = attributionOf(new URL(location.href), document.referrer);
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(found));
  } catch {
    // Storage refused (private mode, quota): the lead simply arrives without a source.
  }
}

/** What a lead form sends along: the remembered fields that still pass their checks, nothing else. */
export function visitSource(): Attribution {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      attributionFields.flatMap((field) => {
        const value = attributionValue(field, stored[field]);
        return value ? [[field, value]] : [];
      }),
    );
  } catch {
    return {};
  }
}
