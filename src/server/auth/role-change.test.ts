import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertLead } from '../../../tests/support/lead-rows';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { listActivity } from '../audit';
import type { Database } from '../db/schema';
import { assignLead } from '../leads/assignment';
import { createReviewLink, liveReviewLink } from '../queries/review-links';
import { setSchedule } from '../queries/schedules';
import { changeRole, setTranslatorLanguages } from './role-change';
import { createSession, readSession } from './session';
import { OWNER_ID, type AdminRole, type AdminUser } from './user';
import { createUser, getUser } from './users';

const databases = await testDatabases();
const owner: AdminUser = { id: OWNER_ID, name: 'Owner', email: null, role: 'owner' };
const T0 = Date.parse('2026-12-02T09:00:00Z');

describe.each(databases)('changing a person’s role on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);
  const person = async (db: Kysely<Database>, name: string, role: AdminRole) => {
    const created = await createUser(db, owner, { name, email: `${name.toLowerCase()}@agency.example`, role });
    if (created.status !== 'created') throw new Error('not created');
    return created.user;
  };

  it('takes effect on the session the person already has, and the activity log says from what to what', async () => {
    const db = await fresh();
    const ada = await person(db, 'Ada', 'editor');
    const { token } = await createSession(db, { userId: ada.id, ipHash: null, userAgent: null, now: T0 });
    expect(await changeRole(db, owner, ada.id, 'contributor', T0 + 1)).toEqual({
      status: 'changed',
      name: 'Ada',
      from: 'editor',
      to: 'contributor',
    });
    expect((await readSession(db, token, T0 + 2))?.user.role).toBe('contributor');
    expect(await changeRole(db, owner, ada.id, 'contributor', T0 + 3)).toEqual({ status: 'unchanged' });
    const entries = (await listActivity(db)).entries.filter((entry) => entry.action === 'user.role_changed');
    expect(entries.map((entry) => [entry.actorName, entry.target, entry.summary])).toEqual([
      ['Owner', `user:${ada.id}`, 'Ada: editor → contributor'],
    ]);
  });

  it('refuses one’s own role, the admin password’s account and an unknown person, changing nothing', async () => {
    const db = await fresh();
    const ben = await person(db, 'Ben', 'owner');
    expect(await changeRole(db, ben, ben.id, 'sales', T0)).toEqual({ status: 'refused', reason: 'self' });
    expect(await changeRole(db, ben, OWNER_ID, 'editor', T0)).toEqual({ status: 'refused', reason: 'owner_account' });
    expect(await changeRole(db, ben, '0b8f1f55-4e8e-4bd3-9d4d-2b1b8e8a6f10', 'editor', T0)).toEqual({
      status: 'not_found',
    });
    expect((await getUser(db, ben.id))?.role).toBe('owner');
    expect((await getUser(db, OWNER_ID))?.role).toBe('owner');
    expect((await listActivity(db)).entries.some((entry) => entry.action === 'user.role_changed')).toBe(false);
  });

  it('hands over what the new role no longer does: open leads for a contributor, schedules and review links for sales', async () => {
    const db = await fresh();
    const cora = await person(db, 'Cora', 'editor');
    const sol = await person(db, 'Sol', 'editor');
    const open = await insertLead(db, { created_at: T0, name: 'Open lead' });
    const won = await insertLead(db, { created_at: T0, name: 'Won lead', status: 'won' });
    for (const id of [open, won]) expect(await assignLead(db, owner, id, cora.id, T0)).toBe('changed');
    await setSchedule(db, {
      collection: 'blogPosts',
      documentId: 'launch',
      action: 'publish',
      runAt: T0 + 86_400_000,
      by: { id: sol.id, name: sol.name },
      now: T0,
    });
    const review = { collection: 'blogPosts', documentId: 'launch', path: '/blog/launch' } as const;
    const { token: link } = await createReviewLink(db, { ...review, createdBy: sol.name, createdById: sol.id }, T0);

    // A contributor works no leads: the open one becomes unassigned, the won one keeps its name.
    await changeRole(db, owner, cora.id, 'contributor', T0 + 1);
    const assigned = await db.selectFrom('leads').select(['name', 'assigned_to']).orderBy('name').execute();
    expect(assigned).toEqual([
      { name: 'Open lead', assigned_to: null },
      { name: 'Won lead', assigned_to: cora.id },
    ]);
    // Nor can one be given to her now.
    expect(await assignLead(db, owner, open, cora.id, T0 + 2)).toBe('no_such_person');

    // Sales publish nothing: Sol's scheduled publish becomes the owner's, and his review link stops working.
    await changeRole(db, owner, sol.id, 'sales', T0 + 3);
    expect(await db.selectFrom('schedules').select('scheduled_by_id').execute()).toEqual([
      { scheduled_by_id: OWNER_ID },
    ]);
    expect(await liveReviewLink(db, link, T0 + 4)).toBeUndefined();
    expect(await assignLead(db, owner, open, sol.id, T0 + 5)).toBe('changed');

    const summaries = (await listActivity(db)).entries
      .filter((entry) => entry.action === 'user.role_changed')
      .map((entry) => entry.summary);
    expect(summaries.sort()).toEqual([
      'Cora: editor → contributor (1 open lead unassigned)',
      'Sol: editor → sales (1 scheduled change now Owner’s, 1 review link revoked)',
    ]);
  });

  it('a translator starts with every language but English, drafts only; an owner narrows them and lets them publish, logged; only a translator has them', async () => {
    const db = await fresh();
    const tara = await person(db, 'Tara', 'contributor');
    await changeRole(db, owner, tara.id, 'translator', T0);
    expect(await getUser(db, tara.id)).toMatchObject({ languages: ['es', 'de', 'ar'], publishesLanguages: false });
    const drafts = { languages: ['ar', 'es'] as const, publishes: false };
    expect(await setTranslatorLanguages(db, owner, tara.id, drafts, T0 + 1)).toEqual({ status: 'saved', name: 'Tara' });
    expect(await setTranslatorLanguages(db, owner, tara.id, { ...drafts, languages: ['es', 'ar'] }, T0 + 2)).toEqual({
      status: 'unchanged',
    });
    expect((await getUser(db, tara.id))?.languages).toEqual(['es', 'ar']);
    expect(await setTranslatorLanguages(db, owner, tara.id, { ...drafts, publishes: true }, T0 + 3)).toEqual({
      status: 'saved',
      name: 'Tara',
    });
    expect(await getUser(db, tara.id)).toMatchObject({ languages: ['es', 'ar'], publishesLanguages: true });
    const logged = (await listActivity(db)).entries
      .filter((entry) => entry.action === 'user.languages')
      .map((entry) => entry.summary);
    expect(logged.sort()).toEqual(['Tara: es, ar, and publishes them', 'Tara: es, ar, drafts only']);

    // Another role has none, and cannot be given any; back as a translator, the right to publish is not.
    await changeRole(db, owner, tara.id, 'editor', T0 + 4);
    expect(await getUser(db, tara.id)).not.toHaveProperty('languages');
    expect(await getUser(db, tara.id)).not.toHaveProperty('publishesLanguages');
    expect(await setTranslatorLanguages(db, owner, tara.id, { languages: ['de'], publishes: true }, T0 + 5)).toEqual({
      status: 'not_translator',
    });
    expect(
      await db
        .selectFrom('admin_users')
        .select(['languages', 'publishes_languages'])
        .where('id', '=', tara.id)
        .execute(),
    ).toEqual([{ languages: null, publishes_languages: 0 }]);
    await changeRole(db, owner, tara.id, 'translator', T0 + 6);
    expect((await getUser(db, tara.id))?.publishesLanguages).toBe(false);
  });

  it('reads a role it does not know as a contributor’s: drafts only, no leads', async () => {
    const db = await fresh();
    const dee = await person(db, 'Dee', 'editor');
    await db.updateTable('admin_users').set({ role: 'auditor' }).where('id', '=', dee.id).execute();
    expect((await getUser(db, dee.id))?.role).toBe('contributor');
  });
});
