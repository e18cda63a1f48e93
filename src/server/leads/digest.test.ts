import type { Insertable, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { leadRow } from '../../../tests/support/lead-rows';
import type { AdminUsersTable, Database, LeadsTable } from '../db/schema';
import {
  ageInWords,
  DIGEST_MAX_LISTED,
  getDigestChoice,
  sendLeadDigests,
  setDigestChoice,
  type DigestOptions,
} from './digest';

const databases = await testDatabases();
/** Tuesday 24 November 2026, 07:00 UTC: the default digest hour. */
const MORNING = Date.parse('2026-11-24T07:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('ageInWords', () => {
  it('says hours under a day, days and hours after, and never "0 hours"', () => {
    expect(ageInWords(59 * 60_000)).toBe('less than an hour');
    expect(ageInWords(HOUR)).toBe('1 hour');
    expect(ageInWords(23 * HOUR + 59 * 60_000)).toBe('23 hours');
    expect(ageInWords(DAY)).toBe('1 day');
    expect(ageInWords(2 * DAY + 5 * HOUR)).toBe('2 days 5 hours');
  });
});

describe.each(databases)('the daily digest of open leads, on $name', (kind: TestDatabase) => {
  const { fresh, opened } = freshDatabase(kind);
  const addPerson = (db: Kysely<Database>, values: Partial<Insertable<AdminUsersTable>> & { id: string }) =>
    db
      .insertInto('admin_users')
      .values({ name: values.id, email: `${values.id}@agency.example`, role: 'editor', created_at: 0, ...values })
      .execute();
  const insertLead = async (db: Kysely<Database>, values: Partial<Insertable<LeadsTable>> = {}) => {
    const row = leadRow(values);
    await db.insertInto('leads').values(row).execute();
    return row.id;
  };
  const options = (now: number): DigestOptions => ({ now, hour: 7, siteUrl: 'https://www.emberline.example' });
  const digests = async (db: Kysely<Database>) =>
    (
      await db
        .selectFrom('outbox')
        .select(['recipient', 'payload'])
        .where('kind', '=', 'notice')
        .orderBy('recipient')
        .orderBy('created_at')
        .execute()
    ).map((row) => ({ recipient: row.recipient, ...(JSON.parse(row.payload!) as { subject: string; text: string }) }));

  it('e-mails each person who asked for it once a day from the digest hour, the open leads oldest first', async () => {
    const db = await fresh();
    await addPerson(db, { id: 'edith', name: 'Edith Clarke', digest: 1 });
    await addPerson(db, { id: 'otto', name: 'Otto Brandt' });
    const oldest = await insertLead(db, { created_at: MORNING - 2 * DAY - 5 * HOUR, status: 'qualified' });
    const quote = await insertLead(db, {
      created_at: MORNING - 3 * HOUR,
      estimate: '{"total":1200}',
      assigned_to: 'edith',
    });
    const others = await insertLead(db, { created_at: MORNING - DAY, status: 'contacted', assigned_to: 'otto' });
    await insertLead(db, { created_at: MORNING - HOUR, status: 'won' });
    await insertLead(db, { created_at: MORNING - HOUR, status: 'spam' });

    expect(await sendLeadDigests(db, options(MORNING - 1))).toBe(0);
    expect(await sendLeadDigests(db, options(MORNING))).toBe(1);
    expect(await sendLeadDigests(db, options(MORNING + 15 * HOUR))).toBe(0);

    const [digest, ...more] = await digests(db);
    expect(more).toEqual([]);
    expect(digest?.recipient).toBe('edith@agency.example');
    expect(digest?.subject).toBe('Daily digest: 3 open leads');
    const link = (id: string) => `https://www.emberline.example/admin/leads/${id}`;
    expect(digest?.text).toContain('3 open leads (new, contacted or qualified) on 2026-11-24 07:00 UTC: 1 answered');
    expect(digest?.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- 2 days 5 hours: contact message, Qualified, nobody answers it yet',
      '- 1 day: contact message, Contacted, answered by Otto Brandt',
      '- 3 hours: calculator quote, New, answered by you',
    ]);
    const links = [oldest, others, quote].map((id) => digest!.text.indexOf(link(id)));
    expect(links.every((at, i) => at > 0 && (i === 0 || at > links[i - 1]!))).toBe(true);
    // What the visitors wrote stays in the admin.
    expect(digest?.text).not.toMatch(/Ada|ada@example\.com|Hello/);
    expect(
      (await db.selectFrom('admin_users').select('digest_day').where('id', '=', 'edith').executeTakeFirst())
        ?.digest_day,
    ).toBe('2026-11-24');

    // The next day brings the next digest.
    expect(await sendLeadDigests(db, options(MORNING + DAY + HOUR))).toBe(1);
    expect(await digests(db)).toHaveLength(2);
  });

  it('sends nothing on a day without open leads, nor to anyone without an address or who turned it off', async () => {
    const db = await fresh();
    await addPerson(db, { id: 'edith', digest: 1 });
    // The owner account of the admin password, as the migrations make it: no address.
    await db.updateTable('admin_users').set({ digest: 1 }).where('id', '=', 'owner').execute();
    expect(await sendLeadDigests(db, options(MORNING))).toBe(0);
    // Edith's day is taken all the same: a lead that comes later waits for tomorrow's digest.
    await insertLead(db, { created_at: MORNING + HOUR });
    expect(await sendLeadDigests(db, options(MORNING + 2 * HOUR))).toBe(0);

    await setDigestChoice(db, 'edith', false);
    expect(await sendLeadDigests(db, options(MORNING + DAY))).toBe(0);
    expect(await digests(db)).toEqual([]);
  });

  it('lists the oldest leads and counts the rest, so a full inbox still makes a short mail', async () => {
    const db = await fresh();
    await addPerson(db, { id: 'edith', digest: 1 });
    const total = DIGEST_MAX_LISTED + 5;
    await db
      .insertInto('leads')
      .values(Array.from({ length: total }, (_, i) => leadRow({ created_at: MORNING - (i + 1) * HOUR })))
      .execute();
    expect(await sendLeadDigests(db, options(MORNING))).toBe(1);
    const [digest] = await digests(db);
    expect(digest?.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(DIGEST_MAX_LISTED);
    expect(digest?.text).toContain(`- ${ageInWords(total * HOUR)}: contact message`);
    expect(digest?.text).toContain('And 5 more in the inbox.');
  });

  it('keeps each person’s choice, and refuses it to a person without an e-mail address', async () => {
    const db = await fresh();
    await addPerson(db, { id: 'edith' });
    expect(await getDigestChoice(db, 'edith')).toEqual({ digest: false, hasEmail: true });
    expect(await setDigestChoice(db, 'edith', true)).toEqual({ status: 'saved', digest: true });
    expect(await getDigestChoice(db, 'edith')).toEqual({ digest: true, hasEmail: true });
    expect(await setDigestChoice(db, 'owner', true)).toEqual({ status: 'no_email' });
    expect(await getDigestChoice(db, 'owner')).toEqual({ digest: false, hasEmail: false });
  });

  it('queues each person’s digest once when two servers look at the same moment', async () => {
    const db = await fresh();
    for (const id of ['ana', 'ben', 'cy', 'dee', 'eli']) await addPerson(db, { id, digest: 1 });
    await insertLead(db, { created_at: MORNING - DAY });
    // A second connection, as a second server would have. A SQLite file belongs to one server, so it runs twice there.
    const other = kind.name === 'postgres' ? opened().reopen().db : db;
    const counts = await Promise.all([
      sendLeadDigests(db, options(MORNING + HOUR)),
      sendLeadDigests(other, options(MORNING + HOUR)),
    ]);
    expect(counts[0] + counts[1]).toBe(5);
    expect((await digests(db)).map((digest) => digest.recipient)).toEqual(
      ['ana', 'ben', 'cy', 'dee', 'eli'].map((id) => `${id}@agency.example`),
    );
  });
});
