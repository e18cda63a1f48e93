import { ATTRIBUTION_KEY, campaignParams } from '@/lib/campaign-params';

/**
 * What the first page of a visit leaves for later in the tab's session: its path, its campaign tags and click ids as
 * they came, and the referrer. Nothing is checked here; visit-source.ts reads it with the field rules, so those rules
 * load only with a lead form or the tracker, not in every page's first script.
 */
export interface VisitLanding {
  path: string;
  params: Record<string, string>;
  referrer: string;
}

/**
 * Notes this page as the visit's landing page, unless an earlier page of the visit did. At once, not when idle: a
 * visitor may leave the landing page before the tracker starts, and the calculator rewrites the query as it is used.
 * Called only for visitors who did not opt out of tracking.
 */
export function rememberVisitLanding(): void {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_KEY)) return;
    const query = new URLSearchParams(location.search);
    const params: Record<string, string> = {};
    for (const name of Object.values(campaignParams)) {
      const value = query.get(name);
      if (value !== null) params[name] = value;
    }
    const landing: VisitLanding = { path: location.pathname, params, referrer: document.referrer };
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(landing));
  } catch {
    // Storage refused (private mode, quota): the lead simply arrives without a source.
  }
}
