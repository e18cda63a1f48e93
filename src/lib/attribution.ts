import { campaignParams, type CampaignField } from './campaign-params';

/**
 * Where a visit came from, kept for the visit in sessionStorage (no cookie) and sent with a lead form: the page the
 * visit landed on, the external site that linked to it, and the campaign tags and ad click ids of the landing address.
 */
export const clickIdFields = ['gclid', 'msclkid', 'fbclid'] as const satisfies readonly CampaignField[];
export type AttributionField = 'landingPage' | 'referrerHost' | CampaignField;
export type Attribution = Partial<Record<AttributionField, string>>;

interface Rule {
  max: number;
  pattern: RegExp;
  /** The field error when the pattern refuses a value. */
  word: string;
  lowercase?: boolean;
}

/** Campaign tags are words people typed into a link builder: letters, digits, spaces and a little punctuation. */
const tag: Rule = { max: 150, pattern: /^[\p{L}\p{N} ._~+\-/:|()[\]!*',&@#%]*$/u, word: 'invalid' };
/** Click ids are opaque tokens. */
const clickId: Rule = { max: 200, pattern: /^[A-Za-z0-9._~-]*$/, word: 'invalid' };

/**
 * What each field may hold. The browser drops a value that breaks its rule before sending (visit-source.ts), and the
 * server's schema (content/lead-input.ts) refuses one, so both read these; plain patterns, so no schema library
 * reaches the public pages' scripts.
 */
export const attributionRules: Record<AttributionField, Rule> = {
  landingPage: { max: 300, pattern: /^\/[^\s]*$/, word: 'path' },
  referrerHost: { max: 253, pattern: /^[a-z0-9.-]*$/, word: 'host', lowercase: true },
  utmSource: tag,
  utmMedium: tag,
  utmCampaign: tag,
  utmTerm: tag,
  utmContent: tag,
  gclid: clickId,
  msclkid: clickId,
  fbclid: clickId,
};

export const attributionFields = Object.keys(attributionRules) as AttributionField[];

/** A value as the field keeps it (trimmed; a host in lower case), or undefined when it is empty or breaks the rule. */
export function attributionValue(field: AttributionField, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const rule = attributionRules[field];
  const kept = rule.lowercase ? value.trim().toLowerCase() : value.trim();
  return kept && kept.length <= rule.max && rule.pattern.test(kept) ? kept : undefined;
}

/**
 * The attribution of a visit that lands on `url`, coming from `referrer` (document.referrer). A value that would be
 * refused is left out rather than sent, so a mangled tag never costs the visitor their message. A referrer on the
 * site's own host is no source.
 */
export function attributionOf(url: URL, referrer: string): Attribution {
  const found: Attribution = { landingPage: attributionValue('landingPage', url.pathname) };
  try {
    const from = referrer ? new URL(referrer) : undefined;
    if (from && from.host !== url.host && /^https?:$/.test(from.protocol))
      found.referrerHost = attributionValue('referrerHost', from.hostname);
  } catch {
    // An unreadable referrer names no source.
  }
  for (const [field, param] of Object.entries(campaignParams) as [CampaignField, string][]) {
    const value = attributionValue(field, url.searchParams.get(param));
    if (value) found[field] = value;
  }
  return found;
}

/**
 * The channel rule, in one place: a lead's (or a visit's) channel is the first of these it has, else `DIRECT_CHANNEL`.
 * `sourceOf` applies it in TypeScript, the inbox's SQL (`channelSql`, server/leads/inbox.ts) is written from it.
 */
export const channelFields = ['utmSource', 'referrerHost'] as const;
export const DIRECT_CHANNEL = '(direct)';

/** The channel of a lead, for the inbox and the figures: its source tag, else the site that linked, else direct. */
export function sourceOf(lead: { [field in (typeof channelFields)[number]]?: string | null }): string {
  for (const field of channelFields) if (lead[field]) return lead[field];
  return DIRECT_CHANNEL;
}

/**
 * One key for a source, medium and campaign, as the dashboard's Sources table groups visitors and leads by it. A tag
 * may hold a `|`: here it becomes a space, so a key always splits back into its three parts.
 */
export function visitSourceKey(source: string, medium = '', campaign = ''): string {
  return [source, medium, campaign].map((part) => part.replaceAll('|', ' ')).join('|');
}
