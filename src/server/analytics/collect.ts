import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { visitSourceKey } from '@/lib/attribution';
import { locales } from '@/lib/locales';
import { clientKey } from '@/node-server/client-address.mjs';
import type { Database } from '@/server/db/schema';
import { getOrCreateSecret } from '@/server/secrets';
import { sitePathTest } from './site-paths';

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
/** A part of the visit's source (lib/attribution): a tag, a host or `(direct)`; never a `|`, which joins the parts. */
const sourcePart = z
  .string()
  .trim()
  .max(253)
  .regex(/^[^\u0000-\u001f\u007f|]*$/, 'source');
const trackedForms = ['contact', 'whitelabel', 'chat'] as const;
const tabGroups = ['calculator', 'portfolio', 'case_studies'] as const;
export const scrollThresholds = [25, 50, 75, 90] as const;

/**
 * The events the site may record (an allowlist: anything else is refused). Never a field value of a form: only that a
 * form was started or sent.
 */
const trackedEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('page_view'),
    path: pagePath,
    title: label.max(200),
    locale: z.enum(locales),
    /** Where the visit came from, when the browser kept it (the same source the lead forms send). */
    source: sourcePart.min(1).optional(),
    medium: sourcePart.optional(),
    campaign: sourcePart.optional(),
  }),
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

/** Every type an event may be stored with: the tracker's, and the 404s the server records itself. */
export const storedEventTypes = [...trackedEventSchema.options.map((option) => option.shape.type.value), 'not_found'];

const MAX_BATCH = 20;
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

/** The key of a UTC day's hashes (kept in the database so every instance agrees, deleted after two days). */
const dayKey = (db: Kysely<Database>, now: number) => getOrCreateSecret(db, `visitor_salt:${utcDay(now)}`);

/**
 * The anonymous visitor of a day: a keyed hash of address and user agent whose key changes every UTC day, so the same
 * person cannot be followed from one day to the next, and neither address nor agent is stored.
 */
export async function visitorHash(
  db: Kysely<Database>,
  ip: string | undefined,
  userAgent: string | undefined,
  now = Date.now(),
): Promise<string> {
  return createHmac('sha256', await dayKey(db, now))
    .update(`${ip ?? 'unknown'}|${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The client address of a day (an IPv6 one by its /64, as every per-address limit counts it), hashed with the same
 * daily key: what bounds one address however many agents it claims. Never stored with an event.
 */
export async function addressHash(db: Kysely<Database>, ip: string | undefined, now = Date.now()): Promise<string> {
  return createHmac('sha256', await dayKey(db, now))
    .update(`address|${ip ? clientKey(ip) : 'unknown'}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Who sent an event, as the daily caps count them: the day's visitor hash and the day's address hash. */
interface EventSender {
  visitor: string;
  address: string;
}

/** The day's hashes of a request's sender (see visitorHash and addressHash). */
export async function eventSender(
  db: Kysely<Database>,
  ip: string | undefined,
  userAgent: string | undefined,
  now = Date.now(),
): Promise<EventSender> {
  return { visitor: await visitorHash(db, ip, userAgent, now), address: await addressHash(db, ip, now) };
}

/**
 * Where the events of paths that are no page of the site are stored: one bucket instead of a row per made-up path. Not
 * a path itself (no leading slash), so no page can be mistaken for it.
 */
export const OTHER_PATH = '(other)';

/** A person's day on the site is tens of events; a visitor's events past this many in a UTC day are not stored. */
export const DAILY_EVENT_CAP = 500;

/**
 * What one address may store in a UTC day, whatever user agents it claims (each new agent is a new visitor, so the
 * visitor cap alone bounds nothing): four visitors' worth, enough for an office or a school behind one address, whose
 * people spend tens of events a day each. Events past it are dropped, never stored.
 */
export const DAILY_ADDRESS_EVENT_CAP = 2_000;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * What the figures group an event by beside its type and page (a CTA, a tab, a threshold, a 404's referrer), and what
 * it adds up to (the seconds of a time on page, 1 otherwise). Stored in columns of their own at insert time, so the
 * figures are counted in SQL without reading the JSON detail.
 */
export function eventColumns(type: string, data: Record<string, unknown>): { detail: string; amount: number } {
  const detail = (() => {
    switch (type) {
      case 'not_found':
        return text(data.referrer);
      case 'scroll_depth':
        return text(data.percent);
      case 'click':
        return `${text(data.label)}|${text(data.id)}`;
      case 'tab':
        return `${text(data.group)}:${text(data.tab)}`;
      case 'form_start':
      case 'form_submit':
        return text(data.form);
      case 'time_on_page':
        return 'seconds';
      default:
        return '';
    }
  })();
  return { detail, amount: type === 'time_on_page' ? Math.trunc(Number(data.seconds)) || 0 : 1 };
}

/**
 * Adds `count` to a daily counter (a rate-limit row that ends with the day after, when the purge deletes it) in one
 * upsert, so every instance shares it and concurrent batches never pass it; returns how many of the `count` still fit
 * under `cap`.
 */
async function addToDay(db: Kysely<Database>, key: string, count: number, cap: number, now: number): Promise<number> {
  const expiry = Date.parse(utcDay(now)) + 2 * 86_400_000;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, points: count, expires_at: expiry })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        points: sql<number>`case when rate_limits.expires_at <= ${now} then ${count} else rate_limits.points + ${count} end`,
        expires_at: sql<number>`case when rate_limits.expires_at <= ${now} then ${expiry} else rate_limits.expires_at end`,
      }),
    )
    .returning('points')
    .executeTakeFirstOrThrow();
  const before = Number(row.points) - count;
  return Math.max(0, Math.min(count, cap - before));
}

/**
 * How many of `count` new events of a sender may still be stored today: as many as both the visitor's cap
 * (DAILY_EVENT_CAP) and then the address's (DAILY_ADDRESS_EVENT_CAP) leave room for. A visitor past their own cap
 * takes nothing from the address's.
 */
export async function admitEvents(
  db: Kysely<Database>,
  sender: EventSender,
  count: number,
  now = Date.now(),
): Promise<number> {
  const visitorRoom = await addToDay(db, `events_day:${sender.visitor}`, count, DAILY_EVENT_CAP, now);
  if (visitorRoom === 0) return 0;
  return addToDay(db, `events_address:${sender.address}`, visitorRoom, DAILY_ADDRESS_EVENT_CAP, now);
}

/**
 * Stores one batch of a sender's events in one statement, as far as the daily caps allow (see admitEvents); the
 * events of a path that is no page of the site go under OTHER_PATH.
 */
export async function storeEvents(
  db: Kysely<Database>,
  events: readonly TrackedEvent[],
  sender: EventSender & { bot: boolean },
  now = Date.now(),
): Promise<void> {
  const admitted = await admitEvents(db, sender, events.length, now);
  if (admitted === 0) return;
  const isPage = await sitePathTest(db);
  await db
    .insertInto('events')
    .values(
      events.slice(0, admitted).map(({ type, path, ...detail }) => ({
        type,
        path: isPage(path) ? path : OTHER_PATH,
        data: JSON.stringify(detail),
        ...eventColumns(type, detail),
        created_at: now,
        visitor: sender.visitor,
        bot: sender.bot ? 1 : 0,
        locale: 'locale' in detail ? detail.locale : null,
        visit_source:
          'source' in detail && detail.source ? visitSourceKey(detail.source, detail.medium, detail.campaign) : null,
      })),
    )
    .execute();
}
