import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { locales } from '@/lib/locales';
import type { Database } from '@/server/db/schema';
import { getOrCreateSecret } from '@/server/secrets';

/** Stored paths and referrers are cut to this many characters. */
export const MAX_STORED_TEXT = 300;

/** A page path as the tracker reports it: site-relative, no scheme, no spaces or control characters. */
const pagePath = z
  .string()
  .max(MAX_STORED_TEXT)
  .regex(/^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/, 'path');
const label = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'control');
const slug = z.string().regex(/^[a-z0-9-]{1,40}$/, 'slug');
export const trackedForms = ['contact', 'whitelabel', 'chat'] as const;
export const tabGroups = ['calculator', 'portfolio', 'case_studies'] as const;
export const scrollThresholds = [25, 50, 75, 90] as const;

/**
 * The events the site may record (an allowlist: anything else is refused). Never a field value of a form: only that a
 * form was started or sent.
 */
export const trackedEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page_view'), path: pagePath, title: label.max(200), locale: z.enum(locales) }),
  z.strictObject({ type: z.literal('time_on_page'), path: pagePath, seconds: z.number().int().min(0).max(86_400) }),
  z.strictObject({
    type: z.literal('scroll_depth'),
    path: pagePath,
    percent: z.union(scrollThresholds.map((value) => z.literal(value))),
  }),
  z.strictObject({
    type: z.literal('click'),
    path: pagePath,
    label: label.min(1),
    id: label,
    target: pagePath.optional(),
  }),
  z.strictObject({ type: z.literal('tab'), path: pagePath, group: z.enum(tabGroups), tab: slug }),
  z.strictObject({ type: z.literal('form_start'), path: pagePath, form: z.enum(trackedForms) }),
  z.strictObject({ type: z.literal('form_submit'), path: pagePath, form: z.enum(trackedForms) }),
]);
export type TrackedEvent = z.infer<typeof trackedEventSchema>;

export const MAX_BATCH = 20;
export const eventBatchSchema = z.strictObject({ events: z.array(trackedEventSchema).min(1).max(MAX_BATCH) });

/** User agents that say they are not a person. Their events are kept, marked, and left out of every figure. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|python|curl|wget|httpclient|okhttp|go-http|java\/|node-fetch|axios|monitor|uptime|facebookexternalhit|embedly|scrap/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be recorded, so nothing is stored. */
export function optedOut(headers: Headers): boolean {
  return headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';
}

export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The anonymous visitor of a day: a keyed hash of address and user agent whose key changes every UTC day (kept in the
 * database so every instance agrees, deleted after two days), so the same person cannot be followed from one day to
 * the next, and neither address nor agent is stored.
 */
export async function visitorHash(
  db: Kysely<Database>,
  ip: string | undefined,
  userAgent: string | undefined,
  now = Date.now(),
): Promise<string> {
  const key = await getOrCreateSecret(db, `visitor_salt:${utcDay(now)}`);
  return createHmac('sha256', key)
    .update(`${ip ?? 'unknown'}|${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Stores one batch of a visitor's events in one statement. */
export async function storeEvents(
  db: Kysely<Database>,
  events: readonly TrackedEvent[],
  visitor: { hash: string; bot: boolean },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('events')
    .values(
      events.map(({ type, path, ...detail }) => ({
        type,
        path,
        data: JSON.stringify(detail),
        created_at: now,
        visitor: visitor.hash,
        bot: visitor.bot ? 1 : 0,
        locale: 'locale' in detail ? detail.locale : null,
      })),
    )
    .execute();
}
