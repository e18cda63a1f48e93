import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';

const dir = mkdtempSync(path.join(tmpdir(), 'agency-receipts-'));
process.env.DATABASE_URL = `file:${path.join(dir, 'site.db')}`;
process.env.CAPTCHA_PROVIDER = 'test';
process.env.SEND_CONFIRMATIONS = 'true';

const { getDb } = await import('@/server/db');
const { migrateToLatest } = await import('@/server/db/migrate');
const { seedDatabase } = await import('@/server/db/seed');
const { TEST_CAPTCHA_TOKEN } = await import('@/server/captcha');
const { issueFormToken, submitLead } = await import('./submit');

beforeAll(async () => {
  await migrateToLatest(getDb());
  await seedDatabase(getDb(), seedFiles);
});

const form = async (email: string, i: number) => ({
  name: `Visitor ${i}`,
  email,
  message: 'Hello there',
  services: ['web-development'],
  locale: 'en',
  captcha: TEST_CAPTCHA_TOKEN,
  issuedAt: await issueFormToken(Date.now() - 60_000),
});

const receiptsTo = async (email: string) =>
  (
    await getDb()
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'confirmation')
      .where('recipient', '=', email)
      .execute()
  ).length;

describe('visitor receipts (SEND_CONFIRMATIONS=true)', () => {
  it('e-mails one address at most two receipts a day, and still stores and notifies every lead', async () => {
    for (let i = 0; i < 4; i++) {
      // A different client each time: the per-recipient limit holds however the sender spreads its requests.
      const meta = { ip: `198.51.100.${i + 1}`, userAgent: 'vitest' };
      expect(await submitLead('contact', await form('Target@Example.com', i), meta)).toEqual({ status: 'ok' });
    }
    expect(await receiptsTo('Target@Example.com')).toBe(2);
    const agency = await getDb().selectFrom('outbox').select('id').where('kind', '=', 'agency').execute();
    expect(agency).toHaveLength(4);

    expect(
      await submitLead('contact', await form('other@example.com', 9), { ip: '198.51.100.9', userAgent: 't' }),
    ).toEqual({ status: 'ok' });
    expect(await receiptsTo('other@example.com')).toBe(1);
  });
});
