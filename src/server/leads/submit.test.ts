import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceIds } from '@/content/categories';
import { seedFiles } from '@/content/seed';

const dir = mkdtempSync(path.join(tmpdir(), 'agency-leads-'));
process.env.DATABASE_URL = `file:${path.join(dir, 'site.db')}`;
process.env.CAPTCHA_PROVIDER = 'test';
process.env.CONTACT_EMAIL = 'inbox@emberline.example';

const { getDb } = await import('@/server/db');
const { migrateToLatest } = await import('@/server/db/migrate');
const { seedDatabase } = await import('@/server/db/seed');
const { TEST_CAPTCHA_TOKEN } = await import('@/server/captcha');
const { issueFormToken, submitLead } = await import('./submit');

let ipCounter = 0;
const meta = () => ({ ip: `192.0.2.${++ipCounter % 250}-${ipCounter}`, userAgent: 'vitest' });
const oldToken = () => issueFormToken(Date.now() - 60_000);

const valid = async () => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Please build our booking app.',
  services: ['mobile-apps'],
  locale: 'en',
  page: '/contact-us',
  captcha: TEST_CAPTCHA_TOKEN,
  issuedAt: await oldToken(),
});

/** What every stored lead must look like, whatever was posted. */
const storedLead = z.object({
  kind: z.enum(['contact', 'whitelabel']),
  status: z.enum(['new', 'spam']),
  name: z.string().min(1).max(120),
  email: z.email(),
  message: z.string().min(1).max(5000),
  services: z.string().transform((s, ctx) => {
    const list = z.array(z.enum(serviceIds)).safeParse(JSON.parse(s));
    if (!list.success) ctx.addIssue({ code: 'custom', message: 'services' });
    return s;
  }),
  locale: z.enum(['en', 'es', 'de', 'ar']),
});

beforeAll(async () => {
  await migrateToLatest(getDb());
  await seedDatabase(getDb(), seedFiles);
});

const leads = () => getDb().selectFrom('leads').selectAll().execute();
const outbox = (leadId: string) => getDb().selectFrom('outbox').selectAll().where('lead_id', '=', leadId).execute();

describe('submitLead', () => {
  it('stores a valid contact lead with exactly one notification for the agency', async () => {
    const before = (await leads()).length;
    expect(await submitLead('contact', await valid(), meta())).toEqual({ status: 'ok' });
    const all = await leads();
    expect(all).toHaveLength(before + 1);
    const lead = all.at(-1)!;
    expect(lead.status).toBe('new');
    const rows = await outbox(lead.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'agency', recipient: 'inbox@emberline.example', status: 'pending' });
  });

  it("keeps where the visit came from, and refuses a campaign tag the browser's own check would have dropped", async () => {
    const source = {
      landingPage: '/services/web3',
      referrerHost: 'Mail.Example',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      gclid: 'Cj0-abc',
    };
    expect(await submitLead('contact', { ...(await valid()), name: 'Campaign Visitor', ...source }, meta())).toEqual({
      status: 'ok',
    });
    const lead = (await leads()).find((row) => row.name === 'Campaign Visitor')!;
    expect(lead).toMatchObject({
      landing_page: '/services/web3',
      referrer_host: 'mail.example',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      utm_term: null,
      click_ids: '{"gclid":"Cj0-abc"}',
    });
    const forged = { ...(await valid()), name: 'Forged Source', utmSource: '<img src=x onerror=alert(1)>' };
    expect(await submitLead('contact', forged, meta())).toEqual({
      status: 'invalid',
      fields: { utmSource: 'invalid' },
    });
    expect((await leads()).some((row) => row.name === 'Forged Source')).toBe(false);
  });

  it('sends a white-label inquiry to the partnerships address of the site settings', async () => {
    const body = { ...(await valid()), company: 'Pixel Partners', services: [], page: '/whitelabel-solutions' };
    expect(await submitLead('whitelabel', body, meta())).toEqual({ status: 'ok' });
    const lead = (await leads()).find((l) => l.kind === 'whitelabel')!;
    expect((await outbox(lead.id))[0]?.recipient).toBe('partners@emberline.dev');
  });

  it('stores likely spam (honeypot, or filled in under 3 seconds) without notifying anyone, and answers ok', async () => {
    const honeypot = { ...(await valid()), name: 'Honey Pot', website: 'http://spam.example' };
    expect(await submitLead('contact', honeypot, meta())).toEqual({ status: 'ok' });
    const fast = { ...(await valid()), name: 'Too Fast', issuedAt: await issueFormToken() };
    expect(await submitLead('contact', fast, meta())).toEqual({ status: 'ok' });
    const forged = { ...(await valid()), name: 'Forged Time', issuedAt: `${Date.now() - 60_000}.forged` };
    expect(await submitLead('contact', forged, meta())).toEqual({ status: 'ok' });
    for (const name of ['Honey Pot', 'Too Fast', 'Forged Time']) {
      const lead = (await leads()).find((l) => l.name === name)!;
      expect(lead.status, name).toBe('spam');
      expect(await outbox(lead.id), name).toEqual([]);
    }
  });

  it('refuses a form rendered more than 6 hours ago with a fresh token that sends at once, storing nothing before', async () => {
    const before = (await leads()).length;
    const stale = {
      ...(await valid()),
      name: 'Open All Night',
      issuedAt: await issueFormToken(Date.now() - 7 * 3_600_000),
    };
    const answer = await submitLead('contact', stale, meta());
    expect(answer).toEqual({ status: 'expired', issuedAt: expect.stringMatching(/^\d+\.[\w-]+$/) });
    expect(await leads()).toHaveLength(before);

    const again = { ...stale, issuedAt: answer.status === 'expired' ? answer.issuedAt : '' };
    expect(await submitLead('contact', again, meta())).toEqual({ status: 'ok' });
    const lead = (await leads()).find((l) => l.name === 'Open All Night')!;
    expect(lead.status).toBe('new');
    expect(await outbox(lead.id)).toHaveLength(1);
  });

  it('refuses a missing or wrong captcha and stores nothing', async () => {
    const before = (await leads()).length;
    expect(await submitLead('contact', { ...(await valid()), captcha: undefined }, meta())).toEqual({
      status: 'captcha',
      reason: 'missing',
    });
    expect(await submitLead('contact', { ...(await valid()), captcha: 'nope' }, meta())).toEqual({
      status: 'captcha',
      reason: 'invalid',
    });
    expect(await leads()).toHaveLength(before);
  });

  it('answers the sixth form from one address within the window with a rate limit', async () => {
    const sameClient = { ip: '203.0.113.9', userAgent: 'vitest' };
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push((await submitLead('contact', { ...(await valid()), name: `Burst ${i}` }, sameClient)).status);
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'rate_limited']);
  });

  it('answers the sixth form from one IPv6 /64 with a rate limit, whichever addresses of it send them (F4)', async () => {
    const results = [];
    for (let i = 0; i < 6; i++) {
      const client = { ip: `2001:db8:77:1:${i.toString(16)}::${i + 1}`, userAgent: 'vitest' };
      results.push((await submitLead('contact', { ...(await valid()), name: `Burst ${i}` }, client)).status);
    }
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'rate_limited']);
    const neighbour = { ip: '2001:db8:77:2::1', userAgent: 'vitest' };
    expect((await submitLead('contact', await valid(), neighbour)).status).toBe('ok');
  });

  it('recomputes a calculator estimate from the catalogue and ignores unknown options', async () => {
    const body = {
      ...(await valid()),
      name: 'Estimator',
      estimateTab: 'web',
      estimateOptions: 'web-type-business,made-up-option',
      estimateInterval: 'annually',
    };
    expect(await submitLead('contact', body, meta())).toEqual({ status: 'ok' });
    const lead = (await leads()).find((l) => l.name === 'Estimator')!;
    const estimate = JSON.parse(lead.estimate!) as {
      tab: string;
      interval?: string;
      lines: { id: string; amount: number }[];
      total: number;
    };
    expect(estimate.tab).toBe('web');
    expect(estimate.interval).toBeUndefined();
    expect(estimate.lines.map((line) => line.id)).toEqual(['web-type-business']);
    expect(estimate.total).toBe(estimate.lines[0]!.amount);
  });

  it('never throws and never stores a lead that breaks the schema, whatever is posted (property)', async () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.array(fc.string(), { maxLength: 4 }),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const body = fc.oneof(
      fc.dictionary(fc.string({ maxLength: 12 }), anyValue),
      fc.record(
        {
          name: fc.string({ maxLength: 200 }),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          message: fc.string({ maxLength: 300 }),
          company: fc.string({ maxLength: 200 }),
          services: fc.array(fc.oneof(fc.constantFrom(...serviceIds), fc.string()), { maxLength: 8 }),
          budget: fc.oneof(fc.constantFrom('under-5k', '25k-plus', ''), fc.string()),
          phone: fc.string({ maxLength: 50 }),
          locale: fc.constantFrom('en', 'es', 'de', 'ar', 'fr'),
          captcha: fc.constantFrom(TEST_CAPTCHA_TOKEN, 'wrong'),
          website: fc.constantFrom('', 'http://x'),
          extra: anyValue,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('contact' as const, 'whitelabel' as const), body, async (kind, input) => {
        const result = await submitLead(kind, input, meta());
        expect(['ok', 'invalid', 'captcha', 'rate_limited']).toContain(result.status);
      }),
      { numRuns: 150 },
    );
    for (const lead of await leads()) expect(storedLead.safeParse(lead).success, JSON.stringify(lead)).toBe(true);
  }, 60_000);
});
