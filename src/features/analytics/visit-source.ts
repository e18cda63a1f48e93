import { attributionOf, type Attribution } from '@/lib/attribution';
import { ATTRIBUTION_KEY } from '@/lib/campaign-params';
import type { VisitLanding } from './visit-landing';

/**
 * Where this visit came from, as a lead form or a page view sends it: the landing page the first page of the visit noted
 * (visit-landing.ts), with only the values that pass their field's rule. Later pages of the visit keep the landing page
 * and the campaign it arrived with.
 */
export function visitSource(): Attribution {
  try {
    const landing = JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY) ?? 'null') as Partial<VisitLanding> | null;
    if (typeof landing?.path !== 'string') return {};
    // Built on this site's origin whatever the stored path holds, so a referrer from this site is never a source.
    const url = new URL(location.origin);
    url.pathname = landing.path;
    for (const [name, value] of Object.entries(landing.params ?? {}))
      if (typeof value === 'string') url.searchParams.set(name, value);
    const found = attributionOf(url, typeof landing.referrer === 'string' ? landing.referrer : '');
    return Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Attribution;
  } catch {
    return {};
  }
}
