import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedFiles } from '@/content/seed';

const dir = mkdtempSync(path.join(tmpdir(), 'agency-chat-route-'));
process.env.DATABASE_URL = `file:${path.join(dir, 'site.db')}`;
process.env.CAPTCHA_PROVIDER = 'test';
process.env.SITE_URL = 'https://emberline.example';

const { getDb } = await import('@/server/db');
const { migrateToLatest } = await import('@/server/db/migrate');
const { seedDatabase } = await import('@/server/db/seed');
const { TEST_CAPTCHA_TOKEN } = await import('@/server/captcha');
const { issueFormToken } = await import('@/server/leads/submit');
const { hashClientAddress } = await import('@/server/private-hash');
const { CLIENT_ADDRESS_HEADER } = await import('@/node-server/client-address.mjs');
const { POST } = await import('./route');
const { GET } = await import('./token/route');

const SITE = 'https://emberline.example';
let clients = 0;
/** Each test a client address of its own, so the form limit of one never answers another. */
const newClient = () => `198.51.100.${++clients}`;

beforeAll(async () => {
  await migrateToLatest(getDb());
  await seedDatabase(getDb(), seedFiles);
});

afterEach(() => {
  vi.useRealTimers();
});

const message = async (marker: string, issuedAt?: string) => ({
  message: `Can you build an app? (${marker})`,
  email: 'ada@example.com',
  name: 'Ada',
  website: '',
  captcha: TEST_CAPTCHA_TOKEN,
  issuedAt: issuedAt ?? (await issueFormToken(Date.now() - 60_000)),
  locale: 'es',
  page: '/es/services/web-development',
});

function post(body: string, headers: Record<string, string> = {}, client = newClient()) {
  return POST(
    new Request(`${SITE}/api/chat`, {
      method: 'POST',
      headers: {
        origin: SITE,
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (chat route test)',
        [CLIENT_ADDRESS_HEADER]: client,
        ...headers,
      },
      body,
    }),
  );
}

const leadsLike = (marker: string) =>
  getDb().selectFrom('leads').selectAll().where('message', 'like', `%${marker}%`).execute();
const leadCount = async () =>
  Number(
    (
      await getDb()
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/chat', () => {
  it('stores a message from this site’s page as a chat lead, with the request’s address and agent', async () => {
    const client = newClient();
    const response = await post(JSON.stringify(await message('good')), {}, client);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
    const [lead, ...more] = await leadsLike('good');
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      kind: 'chat',
      status: 'new',
      name: 'Ada',
      email: 'ada@example.com',
      locale: 'es',
      page: '/es/services/web-development',
      services: '[]',
      ip_hash: await hashClientAddress(client),
      user_agent: 'Mozilla/5.0 (chat route test)',
    });
    expect(lead?.visitor).not.toBeNull();
  });

  it('keeps a visitor with Do Not Track apart from their page views, as the action did', async () => {
    expect((await post(JSON.stringify(await message('dnt')), { dnt: '1' })).status).toBe(200);
    expect((await leadsLike('dnt'))[0]?.visitor).toBeNull();
  });

  it('refuses another site, a sandboxed frame and a request that says nothing of where it came from with 403', async () => {
    const before = await leadCount();
    const body = JSON.stringify(await message('foreign'));
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://emberline.example' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of refused) {
      const request = new Request(`${SITE}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: newClient(), ...headers },
        body,
      });
      const response = await POST(request);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: 'forbidden' });
    }
    // With no Origin, the browser's own word that the request is same-origin lets it through.
    const same = new Request(`${SITE}/api/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        [CLIENT_ADDRESS_HEADER]: newClient(),
      },
      body,
    });
    expect((await POST(same)).status).toBe(200);
    expect(await leadCount()).toBe(before + 1);
  });

  it('answers malformed JSON, and bytes that are not UTF-8, with 400 and a clear error, storing nothing', async () => {
    const before = await leadCount();
    for (const body of ['{"message": "unclosed', '', '{message: 1}']) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_json' });
    }
    const notUtf8 = await POST(
      new Request(`${SITE}/api/chat`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: newClient() },
        body: Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      }),
    );
    expect(notUtf8.status).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it('answers any content type but JSON with 415, and a body over 64 KiB with 413', async () => {
    const body = JSON.stringify(await message('type'));
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const response = await post(body, { 'content-type': type });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: 'unsupported_media_type' });
    }
    expect((await post(body, { 'content-type': 'application/json; charset=UTF-8' })).status).toBe(200);
    const large = JSON.stringify({ ...(await message('large')), message: 'x'.repeat(64 * 1024) });
    const response = await post(large);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too_large' });
    expect(await leadsLike('large')).toEqual([]);
  });

  it('names the fields it refuses with 422, as the widget shows them beside each field', async () => {
    const response = await post(JSON.stringify({ ...(await message('fields')), email: 'not an address', extra: 1 }));
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.status).toBe('invalid');
    expect(Object.keys(answer.fields)).toEqual(expect.arrayContaining(['email']));
  });

  it('answers a refused captcha and a form open too long with their results, the latter with a fresh token', async () => {
    const captcha = await post(JSON.stringify({ ...(await message('captcha')), captcha: 'wrong' }));
    expect(captcha.status).toBe(422);
    expect(await captcha.json()).toMatchObject({ status: 'captcha' });
    const old = await issueFormToken(Date.now() - 7 * 60 * 60_000);
    const expired = await post(JSON.stringify(await message('expired', old)));
    expect(expired.status).toBe(422);
    const answer = await expired.json();
    expect(answer).toEqual({ status: 'expired', issuedAt: expect.stringMatching(/^\d+\.[\w-]+$/) });
    // The fresh token is usable at once: the same message sent again with it is taken.
    expect(await (await post(JSON.stringify(await message('expired', answer.issuedAt)))).json()).toEqual({
      status: 'ok',
    });
    expect((await leadsLike('expired')).map((lead) => lead.status)).toEqual(['new']);
  });

  it('answers the sixth message from one address in ten minutes with 429, Retry-After and the rate-limit result', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++)
      expect((await post(JSON.stringify(await message(`limit-${i}`)), {}, client)).status).toBe(200);
    const response = await post(JSON.stringify(await message('limit-6')), {}, client);
    expect(response.status).toBe(429);
    const answer = await response.json();
    expect(answer).toEqual({ status: 'rate_limited', retryAfter: expect.any(Number) });
    expect(answer.retryAfter).toBeGreaterThan(0);
    expect(answer.retryAfter).toBeLessThanOrEqual(600);
    expect(response.headers.get('retry-after')).toBe(String(answer.retryAfter));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await leadsLike('limit-6')).toEqual([]);
    // Another address is not held back by it.
    expect((await post(JSON.stringify(await message('limit-other')))).status).toBe(200);
  });
});

describe('GET /api/chat/token', () => {
  it('gives a signed form time no cache may keep, which a message sent 3 s later counts as a person’s', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { issuedAt } = await response.json();
    expect(issuedAt).toMatch(/^\d+\.[\w-]+$/);
    expect(Math.abs(Number(issuedAt.split('.')[0]) - Date.now())).toBeLessThan(5_000);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 4_000 });
    expect((await post(JSON.stringify(await message('token-signed', issuedAt)))).status).toBe(200);
    // The same time with a forged signature, and the real one sent at once, are filed as spam (answered the same).
    const forged = `${issuedAt.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await post(JSON.stringify(await message('token-forged', forged)))).status).toBe(200);
    vi.useRealTimers();
    const fresh = (await (await GET()).json()).issuedAt;
    expect((await post(JSON.stringify(await message('token-fast', fresh)))).status).toBe(200);
    expect((await leadsLike('token-signed'))[0]?.status).toBe('new');
    expect((await leadsLike('token-forged'))[0]?.status).toBe('spam');
    expect((await leadsLike('token-fast'))[0]?.status).toBe('spam');
  });
});
