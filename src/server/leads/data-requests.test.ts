import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertLead } from '../../../tests/support/lead-rows';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { listActivity } from '../audit';
import type { AdminUser } from '../auth/user';
import type { Database, LeadsTable, OutboxTable } from '../db/schema';
import { dataRequestJson, dataRequestSchema, findDataRequest } from './data-requests';
import { ERASED, eraseDataRequest } from './erase';
import { takeReceipt } from './receipt-cap';

const databases = await testDatabases();
const owner: AdminUser = { id: 'owner', name: 'Owner', email: null, role: 'owner' };
const T0 = Date.parse('2026-11-02T09:00:00Z');
/** An underscore on purpose: as a `like` wildcard it would also match `janeXdoe@…`. */
const EMAIL = 'jane_doe@example.com';
const AS_TYPED = 'Jane_Doe@Example.com';
const LOOKALIKE = 'janeXdoe@example.com';

/** `%text%` for `like … escape '\'`, the wildcards in `text` taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every column of every table that holds `text` in any case, read from the database's own catalogue (not a list of
 * ours, so a table or column added later is searched too): `table.column` of each hit.
 */
async function everywhere(db: Kysely<Database>, postgres: boolean, text: string): Promise<string[]> {
  const columns = postgres
    ? (
        await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column"
          from information_schema.columns where table_schema = current_schema()`.execute(db)
      ).rows
    : (
        await Promise.all(
          (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows.map(
            async ({ name }) =>
              (await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db)).rows.map(
                (column) => ({ table: name, column: column.name }),
              ),
          ),
        )
      ).flat();
  expect(columns.length).toBeGreaterThan(100);
  const hits: string[] = [];
  for (const { table, column } of columns) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}
      where lower(cast(${sql.ref(column)} as text)) like ${anywhere(text.toLowerCase())} escape '\\'`.execute(db);
    if (Number(rows[0]?.n) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

describe.each(databases)('personal data requests, on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);
  const lead = (db: Kysely<Database>, values: Partial<Insertable<LeadsTable>>) =>
    insertLead(db, { created_at: T0, ...values });
  const mail = async (db: Kysely<Database>, values: Partial<Insertable<OutboxTable>> & { recipient: string }) => {
    const id = randomUUID();
    await db
      .insertInto('outbox')
      .values({
        id,
        lead_id: null,
        kind: 'agency',
        status: 'sent',
        attempts: 1,
        next_attempt_at: T0,
        lease_until: null,
        last_error: null,
        message_id: `<${id}@emberline.example>`,
        created_at: T0 + 1000,
        sent_at: T0 + 2000,
        payload: null,
        ...values,
      })
      .execute();
    return id;
  };

  /**
   * The address in every place it can be: two leads of it (a contact lead as typed, a lost chat in lower case) with
   * attribution, a visitor hash, a note, history, an assignment and notifications (a receipt to it, a webhook whose body
   * and last error name it); an account mail to it; its receipt count; an old activity entry naming it; and another
   * person's lead whose message names it. Bob's lead and a lookalike address must come through untouched.
   */
  async function seed(db: Kysely<Database>) {
    const contact = await lead(db, {
      email: AS_TYPED,
      name: 'Jane Doe',
      message: `Please answer to ${AS_TYPED}`,
      phone: '+44 20 7946 0000',
      visitor: 'visitor-hash-1',
      ip_hash: 'ip-hash-1',
      user_agent: 'Mozilla/5.0 Jane',
      landing_page: '/pricing?ref=jane',
      referrer_host: 'news.example',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      utm_term: 'agency',
      utm_content: 'hero',
      click_ids: JSON.stringify({ gclid: 'abc' }),
    });
    const chat = await lead(db, { email: EMAIL, kind: 'chat', status: 'lost', created_at: T0 + 60_000 });
    await db
      .insertInto('lead_notes')
      .values({
        lead_id: contact,
        body: `Called; she prefers ${EMAIL}`,
        author_id: 'owner',
        author_name: 'Owner',
        created_at: T0 + 5000,
      })
      .execute();
    await db
      .insertInto('lead_status_changes')
      .values({
        lead_id: contact,
        from_status: 'new',
        to_status: 'contacted',
        changed_by: 'owner',
        changed_by_name: 'Owner',
        changed_at: T0 + 6000,
      })
      .execute();
    await db
      .insertInto('lead_assignments')
      .values({
        lead_id: contact,
        assigned_to: 'owner',
        assigned_to_name: 'Owner',
        changed_by: 'owner',
        changed_by_name: 'Owner',
        changed_at: T0 + 7000,
      })
      .execute();
    await mail(db, { lead_id: contact, recipient: 'inbox@emberline.example' });
    await mail(db, { lead_id: contact, kind: 'confirmation', recipient: AS_TYPED });
    await mail(db, {
      lead_id: contact,
      kind: 'webhook',
      recipient: 'https://hooks.example/lead',
      status: 'retry',
      last_error: `400 for ${EMAIL}`,
      payload: JSON.stringify({ lead: { id: contact, email: AS_TYPED } }),
    });
    const account = await mail(db, { kind: 'account', recipient: EMAIL, payload: JSON.stringify({ to: EMAIL }) });
    await db
      .insertInto('events')
      .values([
        { type: 'page_view', path: '/pricing', data: null, created_at: T0 - 60_000, visitor: 'visitor-hash-1' },
        { type: 'form_start', path: '/contact-us', data: null, created_at: T0 - 30_000, visitor: 'visitor-hash-1' },
        { type: 'page_view', path: '/', data: null, created_at: T0 - 30_000, visitor: 'someone-else' },
      ])
      .execute();
    await db
      .insertInto('visitor_days')
      .values({ day: '2026-11-02', visitor: 'visitor-hash-1', landing_path: '/pricing', locale: 'en', form_started: 1 })
      .execute();
    expect(await takeReceipt(db, AS_TYPED, T0)).toBe(true);
    await db
      .insertInto('audit_log')
      .values({
        actor_id: 'owner',
        actor_name: 'Owner',
        action: 'lead.note',
        target: 'leads',
        summary: `asked about ${EMAIL}`,
        created_at: T0,
      })
      .execute();

    const bob = await lead(db, {
      email: 'bob@example.com',
      name: 'Bob',
      message: `My colleague ${AS_TYPED.toUpperCase()} knows more.`,
    });
    await db
      .insertInto('lead_notes')
      .values({ lead_id: bob, body: 'Bob wants a quote', author_id: 'owner', author_name: 'Owner', created_at: T0 })
      .execute();
    const bobMail = await mail(db, { lead_id: bob, recipient: 'inbox@emberline.example' });
    const lookalike = await lead(db, { email: LOOKALIKE, name: 'Janex' });
    return { contact, chat, account, bob, bobMail, lookalike };
  }

  it('finds every lead of the address in any case, with its notes, history, notifications, page views and mentions', async () => {
    const db = await fresh();
    const { contact, chat, account } = await seed(db);
    const found = await findDataRequest(db, dataRequestSchema.parse({ email: ` ${AS_TYPED} ` }).email);

    expect(found.email).toBe(EMAIL);
    expect(found.leads.map((l) => l.id)).toEqual([contact, chat]);
    const [first, second] = found.leads;
    expect(first?.fields).toMatchObject({ email: AS_TYPED, name: 'Jane Doe', phone: '+44 20 7946 0000' });
    expect(first?.source).toMatchObject({ utmCampaign: 'autumn', clickIds: { gclid: 'abc' }, ipHash: 'ip-hash-1' });
    expect(first?.notes.map((n) => n.body)).toEqual([`Called; she prefers ${EMAIL}`]);
    expect(first?.statusChanges).toEqual([{ from: 'new', to: 'contacted', byName: 'Owner', changedAt: T0 + 6000 }]);
    expect(first?.assignments).toEqual([{ toName: 'Owner', byName: 'Owner', changedAt: T0 + 7000 }]);
    expect(first?.notifications.map((n) => n.kind).sort()).toEqual(['agency', 'confirmation', 'webhook']);
    expect(first?.notifications.find((n) => n.kind === 'webhook')?.body).toEqual({
      lead: { id: contact, email: AS_TYPED },
    });
    expect(first?.visitor?.events.map((e) => e.path)).toEqual(['/pricing', '/contact-us']);
    expect(first?.visitor?.days).toEqual([{ day: '2026-11-02', landingPath: '/pricing', formStarted: true }]);
    expect(second).toMatchObject({ kind: 'chat', status: 'lost', visitor: null, notes: [], notifications: [] });
    expect(found.otherNotifications.map((n) => n.id)).toEqual([account]);
    expect(found.mentions).toEqual([
      { place: 'leads.message', count: 1 },
      { place: 'audit_log.summary', count: 1 },
    ]);
    expect(found.adminPerson).toBeNull();
  });

  it('refuses what is not one e-mail address', () => {
    for (const email of [
      '',
      'jane',
      '%@example.com',
      'a@b',
      `${'x'.repeat(250)}@example.com`,
      'a@example.com b@example.com',
    ])
      expect(dataRequestSchema.safeParse({ email }).success, email).toBe(false);
    expect(dataRequestSchema.safeParse({ email: EMAIL, extra: 1 }).success).toBe(false);
  });

  it('exports everything found as readable JSON, times in ISO 8601', async () => {
    const db = await fresh();
    const { contact } = await seed(db);
    const exported = JSON.parse(dataRequestJson(await findDataRequest(db, EMAIL), T0)) as {
      about: string;
      email: string;
      leads: {
        id: string;
        createdAt: string;
        fields: { message: string };
        notes: { createdAt: string }[];
      }[];
      howMatched: Record<string, string>;
      otherNotifications: { body: unknown; sentAt: string }[];
    };
    expect(exported.about).toBe(`Personal data held for ${EMAIL}, exported 2026-11-02T09:00:00.000Z`);
    expect(exported.leads[0]).toMatchObject({ id: contact, createdAt: '2026-11-02T09:00:00.000Z' });
    expect(exported.leads[0]?.fields.message).toBe(`Please answer to ${AS_TYPED}`);
    expect(exported.leads[0]?.notes[0]?.createdAt).toBe('2026-11-02T09:00:05.000Z');
    // The page views joined by the day's anonymous hash may be someone else's on the same network: not exported, and the
    // export says how each part was found.
    expect(exported.leads[0]).not.toHaveProperty('visitor');
    expect(JSON.stringify(exported)).not.toContain('visitor-hash-1');
    expect(exported.howMatched.leads).toMatch(/^Every request sent through the site with this e-mail address/);
    expect(exported.howMatched.pageViews).toMatch(/^Not included\./);
    expect(exported.otherNotifications).toEqual([
      expect.objectContaining({ body: { to: EMAIL }, sentAt: '2026-11-02T09:00:02.000Z' }),
    ]);
  });

  it('erases so that no column of any table holds the address, leaving other people’s rows whole', async () => {
    const db = await fresh();
    const { bob, bobMail, lookalike } = await seed(db);
    const postgres = kind.name === 'postgres';
    expect((await everywhere(db, postgres, EMAIL)).sort()).toEqual(
      [
        'audit_log.summary',
        'lead_notes.body',
        'leads.email',
        'leads.message',
        'outbox.last_error',
        'outbox.payload',
        'outbox.recipient',
      ].sort(),
    );
    const untouched = await db.selectFrom('leads').selectAll().where('id', '=', lookalike).executeTakeFirst();

    expect(await eraseDataRequest(db, owner, { email: EMAIL, expectedLeads: 2 }, T0 + 10_000)).toEqual({
      status: 'erased',
      leads: 2,
      notes: 1,
      notifications: 4,
      mentions: 2,
    });
    expect(await everywhere(db, postgres, EMAIL)).toEqual([]);
    expect(await everywhere(db, postgres, 'Jane Doe')).toEqual([]);

    // Bob's lead stays, with the address blanked in his message; his note and notification are his.
    const kept = await db.selectFrom('leads').select(['email', 'message']).where('id', '=', bob).executeTakeFirst();
    expect(kept).toEqual({ email: 'bob@example.com', message: `My colleague ${ERASED} knows more.` });
    expect(await db.selectFrom('lead_notes').select('body').where('lead_id', '=', bob).execute()).toEqual([
      { body: 'Bob wants a quote' },
    ]);
    expect(await db.selectFrom('outbox').select('id').where('lead_id', '=', bob).execute()).toEqual([{ id: bobMail }]);
    expect(await db.selectFrom('leads').selectAll().where('id', '=', lookalike).executeTakeFirst()).toEqual(untouched);
    // The page views stay, anonymous: nothing joins them to anyone now.
    expect(await db.selectFrom('events').select('path').where('visitor', '=', 'visitor-hash-1').execute()).toHaveLength(
      2,
    );
    expect(await db.selectFrom('rate_limits').select('key').where('key', 'like', 'receipt:%').execute()).toEqual([]);

    const { entries } = await listActivity(db);
    expect(entries[0]).toMatchObject({
      action: 'leads.erased',
      actorName: 'Owner',
      summary: 'Personal data request: erased 2 leads, 1 note, 4 notifications; the address blanked in 2 other records',
    });
    expect(await findDataRequest(db, EMAIL)).toEqual({
      email: EMAIL,
      leads: [],
      otherNotifications: [],
      mentions: [],
      adminPerson: null,
    });
  });

  it('erases nothing when the leads are not the number confirmed, or when a person of the admin has the address', async () => {
    const db = await fresh();
    await seed(db);
    expect(await eraseDataRequest(db, owner, { email: EMAIL, expectedLeads: 1 })).toEqual({
      status: 'changed',
      leads: 2,
    });
    await db
      .insertInto('admin_users')
      .values({
        id: 'jane',
        name: 'Jane',
        email: EMAIL,
        role: 'editor',
        password_hash: null,
        created_at: T0,
        created_by: 'owner',
      })
      .execute();
    expect((await findDataRequest(db, EMAIL)).adminPerson).toBe('Jane');
    expect(await eraseDataRequest(db, owner, { email: EMAIL, expectedLeads: 2 })).toEqual({ status: 'admin_person' });
    expect((await findDataRequest(db, EMAIL)).leads).toHaveLength(2);
    expect((await listActivity(db)).entries.map((e) => e.action)).not.toContain('leads.erased');
  });

  it('deleting a lead row cascades to its notes, status changes, assignments and notifications (the schema’s own keys)', async () => {
    const db = await fresh();
    const { contact } = await seed(db);
    await db.deleteFrom('leads').where('id', '=', contact).execute();
    for (const table of ['lead_notes', 'lead_status_changes', 'lead_assignments', 'outbox'] as const)
      expect(await db.selectFrom(table).select('lead_id').where('lead_id', '=', contact).execute(), table).toEqual([]);
  });
});
