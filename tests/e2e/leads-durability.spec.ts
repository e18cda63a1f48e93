import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connect } from '../../src/server/db/connect';
import { loadContactForm, noScriptOutcome, postContact } from '../support/forms';
import { startSmtp } from '../support/smtp';
import { startProductionServer } from '../support/production-server';
import { expect, test } from './fixtures';

/**
 * SECURITY.md H2, the kill -9 recipe: forms posted from several loops, the server SIGKILLed at a random moment,
 * restarted, 10 times over. Every acknowledged lead must survive with exactly one notification, and every
 * notification must reach the (loopback) SMTP server at least once.
 */
const RUNS = 10;
const LOOPS = 4;

test('no acknowledged lead is lost across SIGKILL, and every notification is delivered (10 runs)', async () => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-kill9-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  const smtp = await startSmtp();
  const port = Number(process.env.E2E_PORT) + 2;
  const base = `http://localhost:${port}`;
  const env = {
    DATABASE_URL: databaseUrl,
    // The test captcha is refused in production; the test itself is the proxy that names each loop's client.
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'test',
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: 'inbox@emberline.example',
  };
  const acknowledged = new Set<string>();
  let server = await startProductionServer(port, env);
  try {
    const form = await loadContactForm(base);
    await new Promise((resolve) => setTimeout(resolve, 3_100)); // past the minimum fill time of the rendered form
    for (let run = 0; run < RUNS; run++) {
      let alive = true;
      const loops = Array.from({ length: LOOPS }, async (_, loop) => {
        for (let i = 0; alive; i++) {
          const marker = `r${run}-l${loop}-i${i}-${Math.random().toString(36).slice(2, 8)}`;
          try {
            const response = await postContact(
              base,
              form,
              {
                name: `Loop ${loop}`,
                email: 'loop@example.com',
                message: `Durability ${marker}`,
                services: ['web-development'],
                captcha: 'test-captcha-pass',
              },
              { 'x-forwarded-for': `10.${run}.${loop}.${(i % 250) + 1}` },
            );
            if (response.status === 200 && noScriptOutcome(response.body) === 'sent') acknowledged.add(marker);
          } catch {
            return; // the server is gone
          }
        }
      });
      // Kill mid-burst: once this run has had a couple of answers, at a random moment after that.
      const before = acknowledged.size;
      await expect.poll(() => acknowledged.size - before, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 800));
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
      alive = false;
      await Promise.all(loops);
      server = await startProductionServer(port, env);

      const { db, close } = connect(databaseUrl);
      try {
        const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        expect(integrity.rows[0]?.integrity_check, `run ${run}`).toBe('ok');
        const messages = new Set((await db.selectFrom('leads').select('message').execute()).map((row) => row.message));
        const lost = [...acknowledged].filter((marker) => !messages.has(`Durability ${marker}`));
        expect(lost, `run ${run}: acknowledged leads missing after SIGKILL`).toEqual([]);
        const perLead = await db
          .selectFrom('leads')
          .leftJoin('outbox', 'outbox.lead_id', 'leads.id')
          .select(['leads.id', sql<number>`count(outbox.id)`.as('rows')])
          .groupBy('leads.id')
          .execute();
        expect(
          perLead.filter((row) => Number(row.rows) !== 1),
          `run ${run}: leads without exactly one notification`,
        ).toEqual([]);
      } finally {
        await close();
      }
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(RUNS * 2);

    // The restarted worker drains whatever the kills interrupted.
    const { db, close } = connect(databaseUrl);
    try {
      await expect
        // A row interrupted mid-send comes back when its 45 s lease ends.
        .poll(
          async () => (await db.selectFrom('outbox').select('status').where('status', '!=', 'sent').execute()).length,
          { timeout: 120_000 },
        )
        .toBe(0);
      const leadCount = (await db.selectFrom('leads').select('id').execute()).length;
      const delivered = new Set(smtp.messages.map((mail) => mail.headers['message-id']));
      expect(delivered.size).toBe(leadCount);
      for (const marker of acknowledged)
        expect(
          smtp.messages.some((mail) => mail.text.includes(marker)),
          marker,
        ).toBe(true);
    } finally {
      await close();
    }
  } finally {
    server.kill('SIGKILL');
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
