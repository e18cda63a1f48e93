import { z } from 'zod';

/**
 * Where a visit came from, kept for the visit in sessionStorage (no cookie) and sent with a lead form: the page the
 * visit landed on, the external site that linked to it, and the campaign tags and ad click ids of the landing address.
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

type CampaignField = keyof typeof campaignParams;
export const clickIdFields = ['gclid', 'msclkid', 'fbclid'] as const;
export type AttributionField = 'landingPage' | 'referrerHost' | CampaignField;
export type Attribution = Partial<Record<AttributionField, string>>;

export const ATTRIBUTION_KEY = 'lead-attribution';

/** Campaign tags are words people typed into a link builder: letters, digits, spaces and a little punctuation. */
const tag = z
  .string()
  .trim()
  .max(150)
  .regex(/^[\p{L}\p{N} ._~+\-/:|()[\]!*',&@#%]*$/u, 'invalid');
/** Click ids are opaque tokens. */
const clickId = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9._~-]*$/, 'invalid');
const empty = (value: string | undefined) => (value ? value : undefined);

/** The fields a lead form may carry besides what the visitor typed; each is checked, none is required. */
export const attributionShape = {
  landingPage: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^\s]*$/, 'path')
    .optional(),
  referrerHost: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^[a-z0-9.-]*$/, 'host')
    .optional()
    .transform(empty),
  utmSource: tag.optional().transform(empty),
  utmMedium: tag.optional().transform(empty),
  utmCampaign: tag.optional().transform(empty),
  utmTerm: tag.optional().transform(empty),
  utmContent: tag.optional().transform(empty),
  gclid: clickId.optional().transform(empty),
  msclkid: clickId.optional().transform(empty),
  fbclid: clickId.optional().transform(empty),
};

/**
 * The attribution of a visit that lands on `url`, coming from `referrer` (document.referrer). A value that would be
 * refused is left out rather than sent, so a mangled tag never costs the visitor their message. A referrer on the
 * site's own host is no source.
 */
export function attributionOf(url: URL, referrer: string): Attribution {
  const found: Attribution = { landingPage: url.pathname.slice(0, 300) };
  try {
    const from = referrer ? new URL(referrer) : undefined;
    if (from && from.host !== url.host && /^https?:$/.test(from.protocol)) found.referrerHost = from.hostname;
  } catch {
    // An unreadable referrer names no source.
  }
  for (const [field, param] of Object.entries(campaignParams) as [CampaignField, string][]) {
    const value = url.searchParams.get(param);
    if (value && attributionShape[field].safeParse(value).success) found[field] = value.trim();
  }
  return found;
}

/** The channel of a lead, for the inbox and the figures: its source tag, else the site that linked, else direct. */
export function sourceOf(lead: { utmSource?: string | null; referrerHost?: string | null }): string {
  return lead.utmSource || lead.referrerHost || '(direct)';
}
