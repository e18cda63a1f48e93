import type { Insertable, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertLead } from '../../../tests/support/lead-rows';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { listActivity } from '../audit';
import type { AdminUser } from '../auth/user';
import type { Database, LeadsTable } from '../db/schema';
import { purgeExpired } from '../maintenance';
import { getLeadRetention, leadRetentionSchema, monthsBefore, purgeRetainedLeads, setLeadRetention } from './retention';

const databases = await testDatabases();
const owner: AdminUser = { id: 'owner', name: 'Owner', email: null, role: 'owner' };
const NOW = Date.parse('2026-11-27T12:00:00Z');
const monthsAgo = (months: number, days = 0) => monthsBefore(NOW, months) - days * 86_400_000;

describe('monthsBefore', () => {
  it('counts calendar months back in UTC, the 31st of a shorter month falling on its last day', () => {
    expect(new Date(monthsBefore(Date.parse('2026-03-31T10:00:00Z'), 1)).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(new Date(monthsBefore(Date.parse('2026-01-15T00:00:00Z'), 13)).toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    );
  });
});

describe('leadRetentionSchema', () => {
  it('takes off (null) or a whole number of months from 1 to 120, and nothing else', () => {
    for (const months of [null, 1, 24, 120])
      expect(leadRetentionSchema.safeParse({ months }).success, String(months)).toBe(true);
    for (const months of [0, 121, 1.5, '6', -1, undefined])
      expect(leadRetentionSchema.safeParse({ months }).success, String(months)).toBe(false);
    expect(leadRetentionSchema.safeParse({ months: 6, extra: true }).success).toBe(false);
  });
});

describe.each(databases)('lead retention, on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);
  const lead = async (
    db: Kysely<Database>,
    name: string,
    values: Partial<Insertable<LeadsTable>>,
    statusChangedAt?: number,
  ) => {
    const id = await insertLead(db, { name, ...values });
    if (statusChangedAt !== undefined)
      await db
        .insertInto('lead_status_changes')
        .values({
          lead_id: id,
          from_status: 'new',
          to_status: values.status ?? 'new',
          changed_by: 'owner',
          changed_by_name: 'Owner',
          changed_at: statusChangedAt,
        })
        .execute();
    return id;
  };
  const names = async (db: Kysely<Database>) =>
    (await db.selectFrom('leads').select('name').orderBy('name').execute()).map((row) => row.name);

  /** Lost and spam leads on either side of six months, and old leads of every other kind that must stay. */
  async function seed(db: Kysely<Database>) {
    const lostLongAgo = await lead(db, 'lost long ago', { status: 'lost', created_at: monthsAgo(12) }, monthsAgo(6, 1));
    await db
      .insertInto('lead_notes')
      .values({ lead_id: lostLongAgo, body: 'gone quiet', author_id: 'owner', author_name: 'Owner', created_at: NOW })
      .execute();
    await lead(db, 'lost recently', { status: 'lost', created_at: monthsAgo(12) }, monthsAgo(5));
    await lead(db, 'spam long ago', { status: 'spam', created_at: monthsAgo(6, 1) });
    await lead(db, 'spam recently', { status: 'spam', created_at: monthsAgo(6) + 60_000 });
    await lead(db, 'won long ago', { status: 'won', created_at: monthsAgo(24) }, monthsAgo(23));
    await lead(db, 'new long ago', { status: 'new', created_at: monthsAgo(24) });
    return { lostLongAgo };
  }

  it('is off by default: the maintenance job keeps every lead', async () => {
    const db = await fresh();
    await seed(db);
    expect(await getLeadRetention(db)).toEqual({ months: null, updatedAt: null, updatedBy: null });
    expect(await purgeRetainedLeads(db, NOW)).toBe(0);
    expect(await names(db)).toHaveLength(6);
    expect((await listActivity(db)).entries).toEqual([]);
  });

  it('deletes only lost and spam leads whose last status change, or arrival, is older than N months, with what hangs on them', async () => {
    const db = await fresh();
    const { lostLongAgo } = await seed(db);
    expect(await setLeadRetention(db, owner, 6, NOW - 1000)).toBe('changed');
    expect(await setLeadRetention(db, owner, 6, NOW)).toBe('unchanged');
    expect(await getLeadRetention(db)).toEqual({ months: 6, updatedAt: NOW - 1000, updatedBy: 'Owner' });

    // Through the maintenance job's purge, as the server runs it.
    expect((await purgeExpired(db, { now: NOW, eventsRetentionDays: 90 })).leads).toBe(2);
    expect(await names(db)).toEqual(['lost recently', 'new long ago', 'spam recently', 'won long ago']);
    expect(await db.selectFrom('lead_notes').select('id').where('lead_id', '=', lostLongAgo).execute()).toEqual([]);
    expect(
      await db.selectFrom('lead_status_changes').select('id').where('lead_id', '=', lostLongAgo).execute(),
    ).toEqual([]);
    expect(await purgeRetainedLeads(db, NOW)).toBe(0);

    const { entries } = await listActivity(db);
    expect(entries.map(({ action, actorName, summary }) => ({ action, actorName, summary }))).toEqual([
      {
        action: 'leads.retention_purged',
        actorName: 'Lead retention',
        summary: 'Deleted 2 lost or spam leads older than 6 months',
      },
      { action: 'leads.retention_set', actorName: 'Owner', summary: 'Lost and spam leads are deleted after 6 months' },
    ]);
  });

  it('turned off again, keeps everything and says so in the activity log', async () => {
    const db = await fresh();
    await seed(db);
    await setLeadRetention(db, owner, 1, NOW);
    expect(await setLeadRetention(db, owner, null, NOW + 1)).toBe('changed');
    expect(await purgeRetainedLeads(db, NOW + 2)).toBe(0);
    expect(await names(db)).toHaveLength(6);
    expect((await listActivity(db)).entries[0]?.summary).toBe('Lead retention turned off');
  });
});
