import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { insertLead } from '../../../tests/support/lead-rows';
import type { Database } from '../db/schema';
import { sendLeadAlerts, type AlertOptions } from './alerts';

const databases = await testDatabases();
/** Tuesday 24 November 2026, 09:00 UTC. */
const TUESDAY = Date.parse('2026-11-24T09:00:00Z');
const HOUR = 3_600_000;

describe.each(databases)('alerts for leads waiting in new, on $name', (kind: TestDatabase) => {
  const { fresh, opened } = freshDatabase(kind);
  const options = (now: number): AlertOptions => ({
    now,
    hours: 4,
    siteUrl: 'https://www.emberline.example',
    fallback: async () => 'inbox@emberline.example',
  });
  const notices = (db: Kysely<Database>) =>
    db
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('kind', '=', 'notice')
      .orderBy('recipient')
      .execute();

  it('e-mails the assigned person once, after the working hours; nothing before, nothing twice', async () => {
    const db = await fresh();
    await db
      .insertInto('admin_users')
      .values({ id: 'edith', name: 'Edith', email: 'edith@agency.example', role: 'editor', created_at: 0 })
      .execute();
    const id = await insertLead(db, { created_at: TUESDAY, assigned_to: 'edith' });

    expect(await sendLeadAlerts(db, options(TUESDAY + 4 * HOUR - 1))).toBe(0);
    expect(await notices(db)).toEqual([]);
    expect(await sendLeadAlerts(db, options(TUESDAY + 4 * HOUR))).toBe(1);
    expect(await sendLeadAlerts(db, options(TUESDAY + 9 * HOUR))).toBe(0);

    const [notice] = await notices(db);
    expect(notice?.recipient).toBe('edith@agency.example');
    const mail = JSON.parse(notice!.payload!) as { subject: string; text: string };
    expect(mail.subject).toBe('A contact message waits for an answer');
    expect(mail.text).toContain(`https://www.emberline.example/admin/leads/${id}`);
    // What the visitor wrote stays in the admin.
    expect(mail.text).not.toContain('ada@example.com');
    expect((await db.selectFrom('leads').select('alerted_at').executeTakeFirstOrThrow()).alerted_at).toBe(
      TUESDAY + 4 * HOUR,
    );
  });

  it('counts working hours only: a lead of Friday evening is due on Monday', async () => {
    const db = await fresh();
    const friday = Date.parse('2026-11-27T22:00:00Z');
    await insertLead(db, { created_at: friday });
    expect(await sendLeadAlerts(db, options(Date.parse('2026-11-30T01:59:00Z')))).toBe(0);
    expect(await sendLeadAlerts(db, options(Date.parse('2026-11-30T02:00:00Z')))).toBe(1);
  });

  it('e-mails every owner with an address when nobody answers the lead, else the agency inbox; not once it moved on', async () => {
    const db = await fresh();
    await insertLead(db, { created_at: TUESDAY });
    await insertLead(db, { created_at: TUESDAY, status: 'contacted' });
    expect(await sendLeadAlerts(db, options(TUESDAY + 5 * HOUR))).toBe(1);
    expect((await notices(db)).map((notice) => notice.recipient)).toEqual(['inbox@emberline.example']);

    await db
      .insertInto('admin_users')
      .values([
        { id: 'olga', name: 'Olga', email: 'olga@agency.example', role: 'owner', created_at: 0 },
        { id: 'eve', name: 'Eve', email: 'eve@agency.example', role: 'editor', created_at: 0 },
      ])
      .execute();
    await insertLead(db, { created_at: TUESDAY + HOUR });
    expect(await sendLeadAlerts(db, options(TUESDAY + 5 * HOUR))).toBe(1);
    expect((await notices(db)).map((notice) => notice.recipient)).toEqual([
      'inbox@emberline.example',
      'olga@agency.example',
    ]);
  });

  it('queues each alert once when two servers look at the same moment', async () => {
    const db = await fresh();
    for (let i = 0; i < 5; i++) await insertLead(db, { created_at: TUESDAY + i * 60_000 });
    // A second connection, as a second server would have. A SQLite file belongs to one server, so it runs twice there.
    const other = kind.name === 'postgres' ? opened().reopen().db : db;
    const counts = await Promise.all([
      sendLeadAlerts(db, options(TUESDAY + 6 * HOUR)),
      sendLeadAlerts(other, options(TUESDAY + 6 * HOUR)),
    ]);
    expect(counts[0] + counts[1]).toBe(5);
    expect(await notices(db)).toHaveLength(5);
  });
});
