import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertLead } from '../../../tests/support/lead-rows';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { listActivity } from '../audit';
import type { AdminUser } from '../auth/user';
import { createUser, removeUser } from '../auth/users';
import type { Database, LeadsTable } from '../db/schema';
import { assignLead, openLeadCounts } from './assignment';
import { listLeads } from './inbox';
import { deleteLead, getLeadRecord } from './pipeline';

const databases = await testDatabases();
const owner: AdminUser = { id: 'owner', name: 'Owner', email: null, role: 'owner' };
const T0 = Date.parse('2026-11-02T09:00:00Z');

describe.each(databases)('who answers a lead, on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);
  const addLead = (db: Kysely<Database>, values: Partial<Insertable<LeadsTable>> = {}) =>
    insertLead(db, { created_at: T0, ...values });
  const person = async (db: Kysely<Database>, name: string) => {
    const created = await createUser(db, owner, {
      name,
      email: `${name.toLowerCase()}@agency.example`,
      role: 'editor',
    });
    if (created.status !== 'created') throw new Error('not created');
    return created.user;
  };
  const names = async (db: Kysely<Database>, query: Parameters<typeof listLeads>[1]) =>
    (await listLeads(db, query)).leads.map((lead) => lead.name).sort();

  it('assigns and unassigns with who and when in the history and the activity log; refuses an unknown person', async () => {
    const db = await fresh();
    const edith = await person(db, 'Edith');
    const id = await addLead(db, { name: 'Ada' });
    expect(await assignLead(db, owner, id, edith.id, T0 + 1000)).toBe('changed');
    expect(await assignLead(db, owner, id, edith.id, T0 + 2000)).toBe('unchanged');
    expect(await assignLead(db, edith, id, null, T0 + 3000)).toBe('changed');
    expect(await assignLead(db, owner, id, 'nobody-by-that-id')).toBe('no_such_person');
    expect(await assignLead(db, owner, randomUUID(), edith.id)).toBe('not_found');

    const record = await getLeadRecord(db, id);
    expect(record?.lead.assignedTo).toBeNull();
    expect(record?.assignments).toEqual([
      { toName: null, byName: 'Edith', at: T0 + 3000 },
      { toName: 'Edith', byName: 'Owner', at: T0 + 1000 },
    ]);
    const { entries } = await listActivity(db);
    expect(entries.filter((entry) => entry.action === 'lead.assigned').map((entry) => entry.summary)).toEqual([
      'unassigned',
      'to Edith',
    ]);
  });

  it('filters Mine and Unassigned for the person asking, and counts open leads per person', async () => {
    const db = await fresh();
    const edith = await person(db, 'Edith');
    const mine = await addLead(db, { name: 'Mine' });
    const won = await addLead(db, { name: 'Won', status: 'won' });
    const theirs = await addLead(db, { name: 'Theirs' });
    await addLead(db, { name: 'Nobody' });
    await assignLead(db, owner, mine, owner.id);
    await assignLead(db, owner, won, edith.id);
    await assignLead(db, owner, theirs, edith.id);

    expect(await names(db, { assigned: 'mine', me: owner.id })).toEqual(['Mine']);
    expect(await names(db, { assigned: 'mine', me: edith.id })).toEqual(['Theirs', 'Won']);
    expect(await names(db, { assigned: 'none', me: owner.id })).toEqual(['Nobody']);
    // "Mine" without a person asking is nobody's, never everyone's.
    expect(await names(db, { assigned: 'mine' })).toEqual([]);
    expect(await openLeadCounts(db)).toEqual(
      new Map([
        [owner.id, 1],
        [edith.id, 1],
      ]),
    );
  });

  it("unassigns a removed person's open leads in the removal, and keeps their name on the won ones", async () => {
    const db = await fresh();
    const edith = await person(db, 'Edith');
    const open = await addLead(db, { name: 'Open', status: 'contacted' });
    const won = await addLead(db, { name: 'Won', status: 'won' });
    await assignLead(db, owner, open, edith.id, T0);
    await assignLead(db, owner, won, edith.id, T0);

    expect(await removeUser(db, owner, edith.id, T0 + 5000)).toBe('removed');
    expect((await getLeadRecord(db, open))?.lead.assignedTo).toBeNull();
    expect((await getLeadRecord(db, open))?.assignments[0]).toEqual({ toName: null, byName: 'Owner', at: T0 + 5000 });
    expect((await getLeadRecord(db, won))?.lead.assignedTo).toBe(edith.id);
    const { entries } = await listActivity(db);
    expect(entries.find((entry) => entry.action === 'user.removed')?.summary).toBe('Edith (1 open lead unassigned)');

    // Deleting a lead takes its assignment history with it.
    expect(await deleteLead(db, owner, open)).toBe('deleted');
    const left = await db.selectFrom('lead_assignments').select('lead_id').execute();
    expect(left.map((row) => row.lead_id)).toEqual([won]);
  });
});
