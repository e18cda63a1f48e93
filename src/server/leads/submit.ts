import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { pick } from '@/content/fields';
import { leadSubmissionSchema, type FormKind } from '@/content/lead-input';
import { clickIdFields, type Attribution } from '@/lib/attribution';
import { env } from '@/lib/env';
import { fieldErrors } from '@/lib/field-errors';
import { parseEstimate, quoteEstimate } from '@/lib/pricing';
import { newReference } from '@/lib/reference';
import { visitorHash } from '@/server/analytics/collect';
import { verifyCaptcha, type CaptchaResult } from '@/server/captcha';
import { getDb } from '@/server/db';
import { isDatabaseBusy } from '@/server/db/busy';
import { errorMessage, log } from '@/server/log';
import type { LeadEstimate } from '@/server/mail/compose';
import { enqueue, type OutboxRow } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { queueLeadEvent } from '@/server/webhooks/queue';
import { listPricingCatalogues } from '@/server/queries/pricing';
import { getSiteSettings } from '@/server/queries/settings';
import { consume, limits } from '@/server/rate-limit';
import { hashClientAddress } from '@/server/private-hash';
import { getOrCreateSecret } from '@/server/secrets';
import { takeReceipt } from './receipt-cap';

/** Faster than this from page render to submit is a bot. */
const MIN_FILL_MS = 3_000;
/** A form token older than this is refused, so one harvested token cannot serve a bot forever. */
const FORM_TOKEN_TTL_MS = 6 * 60 * 60_000;

export type SubmitResult =
  | { status: 'ok' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'captcha'; reason: Exclude<CaptchaResult, { ok: true }>['reason'] }
  /** The form was rendered too long ago; `issuedAt` is a fresh token for the same form, usable at once. */
  | { status: 'expired'; issuedAt: string }
  | { status: 'rate_limited'; retryAfter: number }
  | { status: 'unavailable' }
  | { status: 'error'; reference: string };

export interface RequestMeta {
  ip: string | undefined;
  userAgent: string | undefined;
  /** Do Not Track or Global Privacy Control: the lead is not joined to the visitor's page views. */
  doNotTrack?: boolean;
}

async function secret(name: string): Promise<string> {
  return getOrCreateSecret(getDb(), name);
}

/** A signed render time for the form, checked on submit (fill-time spam heuristic). */
export async function issueFormToken(now = Date.now()): Promise<string> {
  const signature = createHmac('sha256', await secret('form_token_key'))
    .update(String(now))
    .digest('base64url');
  return `${now}.${signature}`;
}

type TokenCheck = 'ok' | 'too_fast' | 'forged' | 'expired';

async function checkFormToken(token: string | undefined, now = Date.now()): Promise<TokenCheck> {
  const [issued, signature] = (token ?? '').split('.');
  if (!issued || !signature) return 'forged';
  const expected = createHmac('sha256', await secret('form_token_key'))
    .update(issued)
    .digest('base64url');
  const valid = expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  if (!valid) return 'forged';
  const age = now - Number(issued);
  if (age < MIN_FILL_MS) return 'too_fast';
  return age > FORM_TOKEN_TTL_MS ? 'expired' : 'ok';
}

/** The public form shows one word per field: `required` when it is missing, `invalid` otherwise. */
const formFieldWord = (issue: { code: string; message: string }) =>
  issue.code === 'invalid_type' || issue.message === 'required' ? 'required' : 'invalid';

/** The visit's source as the leads table keeps it: the campaign tags each in a column, the click ids as one JSON. */
function attributionColumns(input: Attribution) {
  const clickIds = Object.fromEntries(clickIdFields.flatMap((field) => (input[field] ? [[field, input[field]]] : [])));
  return {
    landing_page: input.landingPage ?? null,
    referrer_host: input.referrerHost ?? null,
    utm_source: input.utmSource ?? null,
    utm_medium: input.utmMedium ?? null,
    utm_campaign: input.utmCampaign ?? null,
    utm_term: input.utmTerm ?? null,
    utm_content: input.utmContent ?? null,
    click_ids: Object.keys(clickIds).length ? JSON.stringify(clickIds) : null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function recomputeEstimate(
  tab: string | undefined,
  options: string | undefined,
  interval: string | undefined,
): Promise<LeadEstimate | null> {
  if (!tab) return null;
  const catalogues = await listPricingCatalogues();
  const estimate = parseEstimate(
    new URLSearchParams({ tab, options: options ?? '', interval: interval ?? '' }),
    catalogues,
  );
  const quote = quoteEstimate(estimate, catalogues);
  const catalogue = catalogues.find((c) => c.id === estimate.tab);
  if (!quote || !catalogue || quote.lines.length === 0) return null;
  const labels = new Map(
    catalogue.categories.flatMap((c) => c.options.map((o) => [o.id, pick(o.label, 'en')] as const)),
  );
  return {
    tab: quote.tab,
    tabLabel: pick(catalogue.label, 'en'),
    interval: quote.interval,
    lines: quote.lines.map((line) => ({
      id: line.id,
      label: labels.get(line.id) ?? line.id,
      amount: line.amount,
      oneTime: line.oneTime,
    })),
    subtotal: quote.subtotal,
    discountPercent: quote.discountPercent,
    discount: quote.discount,
    total: quote.total,
  };
}

/**
 * A form submission, in the order SECURITY.md asks: rate limit → strict parse → captcha → one transaction that stores
 * the lead and its notifications → success. Likely spam (honeypot filled, filled in under 3 s) is stored as `spam`
 * without notifications and answered like any success, so bots learn nothing.
 */
export async function submitLead(kind: FormKind, raw: unknown, meta: RequestMeta): Promise<SubmitResult> {
  try {
    const db = getDb();
    const ipHash = await hashClientAddress(meta.ip);
    const limit = await consume(db, `form:${ipHash ?? 'unknown'}`, limits.form);
    if (!limit.allowed) {
      log.warn('security.rate_limited', { scope: 'form', kind, ipHash });
      return { status: 'rate_limited', retryAfter: limit.retryAfter };
    }

    // The kind comes from the form's own action, never from what the request carried.
    const parsed = leadSubmissionSchema.safeParse(isRecord(raw) ? { ...raw, kind } : raw);
    if (!parsed.success)
      return { status: 'invalid', fields: fieldErrors(parsed.error, { topLevel: true, word: formFieldWord }) };
    const input = parsed.data;

    // Checked before the captcha, so a visitor whose page stood open for hours keeps their solved captcha: the fresh
    // token counts as already past the minimum fill time, and sending again works at once.
    const token = await checkFormToken(input.issuedAt);
    if (token === 'expired') return { status: 'expired', issuedAt: await issueFormToken(Date.now() - MIN_FILL_MS) };

    const captcha = await verifyCaptcha(input.captcha, meta.ip);
    if (!captcha.ok) {
      log.warn('security.captcha_rejected', { kind, reason: captcha.reason, ipHash });
      return { status: 'captcha', reason: captcha.reason };
    }

    const spam = Boolean(input.website) || token !== 'ok';
    const contact = input.kind === 'contact' ? input : undefined;
    const estimate = contact
      ? await recomputeEstimate(contact.estimateTab, contact.estimateOptions, contact.estimateInterval)
      : null;
    const config = env();
    const site = await getSiteSettings();
    const now = Date.now();
    const leadId = randomUUID();
    const outbox: OutboxRow[] = spam
      ? []
      : [
          {
            id: randomUUID(),
            lead_id: leadId,
            kind: 'agency',
            recipient:
              input.kind === 'whitelabel'
                ? (config.PARTNERS_EMAIL ?? site.emails.partnerships)
                : (config.CONTACT_EMAIL ?? site.emails.contact),
          },
          ...(config.SEND_CONFIRMATIONS && (await takeReceipt(db, input.email))
            ? [{ id: randomUUID(), lead_id: leadId, kind: 'confirmation' as const, recipient: input.email }]
            : []),
        ];

    // Before the transaction: the day's key may be created, and SQLite's one connection is the transaction's then.
    const visitor = meta.doNotTrack ? null : await visitorHash(db, meta.ip, meta.userAgent, now);
    let webhooks = 0;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('leads')
        .values({
          id: leadId,
          kind,
          status: spam ? 'spam' : 'new',
          name: input.name ?? '',
          email: input.email,
          phone: contact?.phone ?? null,
          company: input.kind === 'chat' ? null : (input.company ?? null),
          budget: contact?.budget ?? null,
          message: input.message,
          services: JSON.stringify(input.kind === 'chat' ? [] : input.services),
          estimate: estimate ? JSON.stringify(estimate) : null,
          plan: contact?.plan ?? null,
          locale: input.locale,
          page: input.page ?? null,
          form_source: contact?.formSource ?? null,
          ip_hash: ipHash,
          user_agent: meta.userAgent?.slice(0, 300) ?? null,
          created_at: now,
          visitor,
          ...attributionColumns(input),
        })
        .execute();
      await enqueue(trx, outbox, new URL(config.SITE_URL).hostname, now);
      if (!spam) webhooks = await queueLeadEvent(trx, 'lead.created', leadId, { siteUrl: config.SITE_URL, now });
    });
    log.info('lead.stored', { id: leadId, kind, spam });
    if (outbox.length || webhooks) kickOutbox();
    return { status: 'ok' };
  } catch (error) {
    if (isDatabaseBusy(error)) {
      log.warn('lead.database_busy', { kind });
      return { status: 'unavailable' };
    }
    const reference = newReference();
    log.error('lead.failed', { kind, reference, error: errorMessage(error) });
    return { status: 'error', reference };
  }
}
