/**
 * The query parameters of a landing address that say where a visit came from: campaign tags and ad click ids, by the
 * field each fills. Apart from lib/attribution.ts (which checks them) so that every page's first script can note them
 * without carrying the checks.
 */
export const campaignParams = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  msclkid: 'msclkid',
  fbclid: 'fbclid',
} as const;

export type CampaignField = keyof typeof campaignParams;

/** Where the visit's first page is noted for the tab's session (sessionStorage, never a cookie). */
export const ATTRIBUTION_KEY = 'lead-attribution';
