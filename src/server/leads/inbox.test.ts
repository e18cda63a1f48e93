import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import type { Database, LeadsTable } from '../db/schema';
import { listActivity } from '../audit';
import type { AdminUser } from '../auth/user';
import { enqueue } from '../mail/outbox';
import {
  countByStatus,
  eachLead,
  filterQuery,
  listLeads,
  listSources,
  medianReplyMs,
  parseInboxFilter,
  type InboxFilter,
} from './inbox';
import { addLeadNote, deleteLead, getLeadRecord, resendLeadNotification, setLeadStatus } from './pipeline';
import { takeReceipt } from './receipt-cap';
import { leadRow } from '../../../tests/support/lead-rows';

const databases = await testDatabases();
const owner: AdminUser = { id: 'owner', name: 'Owner', email: null, role: 'owner' };
const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-02T09:00:00Z'); // a Monday

async function insertLead(db: Kysely<Database>, values: Partial<Insertable<LeadsTable>> = {}): Promise<string> {
  const id = values.id ?? randomUUID();
  await db
    .insertInto('leads')
    .values(leadRow({ id, created_at: T0, ...values }))
    .execute();
  return id;
}

const estimate = JSON.stringify({
  tab: 'web',
  tabLabel: 'Web',
  lines: [],
  subtotal: 1,
  discountPercent: 0,
  discount: 0,
  total: 1,
});

describe.each(databases)('the leads inbox on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);
  const names = async (db: Kysely<Database>, filter: InboxFilter) =>
    (await listLeads(db, filter, { now: T0 })).leads.map((lead) => lead.name).sort();

  it('filters by where leads came from: a campaign source, a referring site, or direct, and by landing page; and lists those sources', async () => {
    const db = await fresh();
    const landed = { landing_page: '/services/web3' };
    await insertLead(db, { name: 'Newsletter', ...landed, utm_source: 'newsletter', utm_campaign: 'launch' });
    await insertLead(db, { name: 'Newsletter 2', ...landed, utm_source: 'newsletter', referrer_host: 'mail.example' });
    await insertLead(db, { name: 'Search', ...landed, referrer_host: 'www.google.com' });
    await insertLead(db, { name: 'Typed', ...landed });
    await insertLead(db, { name: 'Unknown' });

    expect(await names(db, { source: 'newsletter' })).toEqual(['Newsletter', 'Newsletter 2']);
    expect(await names(db, { source: 'www.google.com' })).toEqual(['Search']);
    expect(await names(db, { source: '(direct)' })).toEqual(['Typed']);
    expect(await listSources(db)).toEqual(['newsletter', expect.any(String), expect.any(String)]);
    expect((await listSources(db)).slice(1).sort()).toEqual(['(direct)', 'www.google.com']);
    expect(parseInboxFilter({ source: ' newsletter ' }).source).toBe('newsletter');
    // One rule in TypeScript and SQL: an empty source tag counts as none, so the referring site is the channel.
    await insertLead(db, { name: 'Blank tag', ...landed, utm_source: '', referrer_host: 'news.example' });
    const [blank] = (await listLeads(db, { source: 'news.example' })).leads;
    expect(blank?.name).toBe('Blank tag');
    expect((await getLeadRecord(db, blank!.id))!.lead.source?.channel).toBe('news.example');
    // By the page the visit landed on, as the dashboard's Landing pages table links to it.
    await insertLead(db, { name: 'Pricing', landing_page: '/pricing-calculator' });
    expect(await names(db, { landing: '/services/web3' })).toEqual([
      'Blank tag',
      'Newsletter',
      'Newsletter 2',
      'Search',
      'Typed',
    ]);
    expect(await names(db, { landing: '/services/web3', source: 'newsletter' })).toEqual([
      'Newsletter',
      'Newsletter 2',
    ]);
    expect(await names(db, { landing: '/pricing-calculator' })).toEqual(['Pricing']);
    expect(parseInboxFilter({ landing: 'services web3' }).landing).toBeUndefined();
    expect(filterQuery({ landing: '/services/web3' })).toBe('?landing=%2Fservices%2Fweb3');
    expect(filterQuery({ source: '(direct)', status: 'new' })).toBe('?status=new&source=%28direct%29');

    const [lead] = (await listLeads(db, { source: 'newsletter', q: 'Newsletter 2' })).leads;
    const full = (await getLeadRecord(db, lead!.id))!.lead;
    expect(full.source).toEqual({
      channel: 'newsletter',
      landingPage: '/services/web3',
      referrerHost: 'mail.example',
      utmSource: 'newsletter',
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      clickIds: {},
    });
    const unknown = (await listLeads(db, { q: 'Unknown' })).leads[0]!;
    expect((await getLeadRecord(db, unknown.id))!.lead.source).toBeNull();
  });

  it('filters by kind (a quote is a contact lead with an estimate), status, dates and text', async () => {
    const db = await fresh();
    await insertLead(db, { name: 'Contact', created_at: T0 });
    await insertLead(db, { name: 'Quote', estimate, created_at: T0 + HOUR });
    await insertLead(db, { name: 'Partner', kind: 'whitelabel', company: 'Acme 100% Ltd', created_at: T0 + 30 * HOUR });
    await insertLead(db, { name: 'Bot', status: 'spam', created_at: T0 + 2 * HOUR });
    await insertLead(db, { name: 'Won', status: 'won', message: 'Please call me_back', created_at: T0 + 3 * HOUR });
    await insertLead(db, { name: '', kind: 'chat', email: 'chatter@example.com', created_at: T0 + 4 * HOUR });

    expect(await names(db, {})).toEqual(['', 'Contact', 'Partner', 'Quote', 'Won']);
    expect((await listLeads(db, { kind: 'chat' })).leads.map((lead) => [lead.kind, lead.email])).toEqual([
      ['chat', 'chatter@example.com'],
    ]);
    expect(await names(db, { status: 'spam' })).toEqual(['Bot']);
    expect(await names(db, { kind: 'quote' })).toEqual(['Quote']);
    expect(await names(db, { kind: 'contact' })).toEqual(['Contact', 'Won']);
    expect(await names(db, { kind: 'whitelabel' })).toEqual(['Partner']);
    expect(await names(db, { from: '2026-11-03' })).toEqual(['Partner']);
    expect(await names(db, { to: '2026-11-02' })).toEqual(['', 'Contact', 'Quote', 'Won']);
    expect(await names(db, { q: 'ACME' })).toEqual(['Partner']);
    // Wildcards typed into the search are searched for literally.
    expect(await names(db, { q: '100%' })).toEqual(['Partner']);
    expect(await names(db, { q: '%' })).toEqual(['Partner']);
    expect(await names(db, { q: 'me_back' })).toEqual(['Won']);
    expect(await names(db, { q: 'me back' })).toEqual([]);
    expect(await countByStatus(db)).toEqual({ new: 4, contacted: 0, qualified: 0, won: 1, lost: 0, spam: 1 });
  });

  it('drops filter values from the URL that do not parse, keeping the rest', () => {
    expect(
      parseInboxFilter({ kind: 'quote', status: 'nonsense', from: '2026-13', q: ['acme', 'x'], to: '2026-11-30' }),
    ).toEqual({
      kind: 'quote',
      q: 'acme',
      to: '2026-11-30',
    });
  });

  it('pages newest first by keyset, with no lead twice or missing, and pages back again', async () => {
    const db = await fresh();
    // Several leads share a timestamp, so the id must break the tie.
    for (let i = 0; i < 23; i++) await insertLead(db, { name: `Lead ${i}`, created_at: T0 + Math.floor(i / 3) * 1000 });
    const seen: string[] = [];
    let filter: InboxFilter = {};
    const pages = [];
    for (;;) {
      const page = await listLeads(db, filter, { pageSize: 5 });
      pages.push(page);
      expect(page.total).toBe(23);
      seen.push(...page.leads.map((lead) => lead.id));
      if (!page.older) break;
      filter = { before: page.older };
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    const times = (await db.selectFrom('leads').select(['id', 'created_at']).execute()).map((r) =>
      Number(r.created_at),
    );
    expect(Math.max(...times)).toBe(T0 + 7000);
    expect(pages[0]!.newer).toBeUndefined();
    // Back from the third page to the second.
    const back = await listLeads(db, { after: pages[2]!.newer }, { pageSize: 5 });
    expect(back.leads.map((lead) => lead.id)).toEqual(pages[1]!.leads.map((lead) => lead.id));
  });

  it('records each status change with who and when, and stops the reply clock at the first one', async () => {
    const db = await fresh();
    const id = await insertLead(db, { created_at: T0 });
    expect(await setLeadStatus(db, owner, id, 'contacted', T0 + 2 * HOUR)).toBe('changed');
    expect(await setLeadStatus(db, owner, id, 'contacted', T0 + 3 * HOUR)).toBe('unchanged');
    expect(await setLeadStatus(db, { ...owner, id: 'ed', name: 'Edith' }, id, 'won', T0 + 5 * HOUR)).toBe('changed');
    expect(await setLeadStatus(db, owner, randomUUID(), 'won')).toBe('not_found');
    const record = await getLeadRecord(db, id, T0 + 6 * HOUR);
    expect(record?.lead.status).toBe('won');
    expect(record?.lead.firstResponseAt).toBe(T0 + 2 * HOUR);
    expect(record?.history).toEqual([
      { from: 'contacted', to: 'won', byName: 'Edith', at: T0 + 5 * HOUR },
      { from: 'new', to: 'contacted', byName: 'Owner', at: T0 + 2 * HOUR },
    ]);
    const { entries } = await listActivity(db);
    expect(entries.map((entry) => [entry.actorName, entry.action])).toEqual([
      ['Edith', 'lead.status'],
      ['Owner', 'lead.status'],
    ]);
  });

  it('gives the median reply time of the filtered leads, and marks new leads waiting over a working day', async () => {
    const db = await fresh();
    for (const [hours, name] of [
      [1, 'xenon'],
      [3, 'b'],
      [8, 'c'],
      [20, 'd'],
    ] as const)
      await insertLead(db, { name, created_at: T0, first_response_at: T0 + hours * HOUR, status: 'contacted' });
    await insertLead(db, { name: 'waiting', created_at: T0 });
    expect(await medianReplyMs(db, {})).toBe(5.5 * HOUR);
    expect(await medianReplyMs(db, { q: 'XENON' })).toBe(1 * HOUR);
    expect(await medianReplyMs(db, { status: 'spam' })).toBeUndefined();
    const early = await listLeads(db, { status: 'new' }, { now: T0 + 23 * HOUR });
    const late = await listLeads(db, { status: 'new' }, { now: T0 + 24 * HOUR });
    expect(early.leads[0]?.overdue).toBe(false);
    expect(late.leads[0]?.overdue).toBe(true);
  });

  it('keeps notes with their author, and resends only dead or delivered notifications', async () => {
    const db = await fresh();
    const id = await insertLead(db);
    expect(await addLeadNote(db, owner, id, 'Called, no answer', T0 + HOUR)).toBe('added');
    const rows = [
      { id: randomUUID(), lead_id: id, kind: 'agency' as const, recipient: 'inbox@agency.example' },
      { id: randomUUID(), lead_id: id, kind: 'confirmation' as const, recipient: 'ada@example.com' },
    ];
    await db.transaction().execute((trx) => enqueue(trx, rows, 'agency.example', T0));
    await db
      .updateTable('outbox')
      .set({ status: 'dead', attempts: 8, last_error: 'refused' })
      .where('id', '=', rows[0]!.id)
      .execute();
    expect(await resendLeadNotification(db, owner, id, rows[1]!.id)).toBe('busy');
    expect(await resendLeadNotification(db, owner, id, rows[0]!.id)).toBe('queued');
    expect(await resendLeadNotification(db, owner, randomUUID(), rows[0]!.id)).toBe('not_found');
    const record = await getLeadRecord(db, id);
    expect(record?.notes).toMatchObject([{ body: 'Called, no answer', authorName: 'Owner', createdAt: T0 + HOUR }]);
    expect(record?.notifications.find((n) => n.id === rows[0]!.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses to resend a receipt once its address had two today, like the form does (F6)', async () => {
    const db = await fresh();
    const id = await insertLead(db, { email: 'ada@example.com' });
    const rows = [
      { id: randomUUID(), lead_id: id, kind: 'confirmation' as const, recipient: 'ada@example.com' },
      { id: randomUUID(), lead_id: id, kind: 'agency' as const, recipient: 'inbox@agency.example' },
    ];
    await db.transaction().execute((trx) => enqueue(trx, rows, 'agency.example', T0));
    await db.updateTable('outbox').set({ status: 'sent', sent_at: T0 }).where('lead_id', '=', id).execute();
    expect(await takeReceipt(db, 'Ada@Example.com ', T0)).toBe(true);

    expect(await resendLeadNotification(db, owner, id, rows[0]!.id, T0 + HOUR)).toBe('queued');
    await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', rows[0]!.id).execute();
    expect(await resendLeadNotification(db, owner, id, rows[0]!.id, T0 + 2 * HOUR)).toBe('capped');
    expect(await takeReceipt(db, 'ada@example.com', T0 + 3 * HOUR)).toBe(false);
    const record = await getLeadRecord(db, id);
    expect(record?.notifications.find((n) => n.id === rows[0]!.id)).toMatchObject({ status: 'sent' });
    expect(await resendLeadNotification(db, owner, id, rows[1]!.id, T0 + 2 * HOUR)).toBe('queued');
    expect(await resendLeadNotification(db, owner, id, rows[0]!.id, T0 + 25 * HOUR)).toBe('queued');
  });

  it('deletes a lead with its notifications, notes and history, leaving an audit entry without personal data', async () => {
    const db = await fresh();
    const id = await insertLead(db, { name: 'Grace Hopper', email: 'grace@navy.example', message: 'Secret plans' });
    const keep = await insertLead(db);
    await addLeadNote(db, owner, id, 'note');
    await setLeadStatus(db, owner, id, 'spam');
    await db
      .transaction()
      .execute((trx) =>
        enqueue(
          trx,
          [{ id: randomUUID(), lead_id: id, kind: 'agency', recipient: 'inbox@agency.example' }],
          'a.example',
          T0,
        ),
      );
    expect(await deleteLead(db, owner, id)).toBe('deleted');
    expect(await deleteLead(db, owner, id)).toBe('not_found');
    expect(await getLeadRecord(db, id)).toBeUndefined();
    for (const table of ['outbox', 'lead_notes', 'lead_status_changes'] as const)
      expect(await db.selectFrom(table).select('lead_id').where('lead_id', '=', id).execute()).toEqual([]);
    expect(await getLeadRecord(db, keep)).toBeDefined();
    const { entries } = await listActivity(db);
    expect(entries[0]).toMatchObject({ action: 'lead.deleted', actorName: 'Owner', target: `lead:${id}` });
    const audit = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());
    for (const personal of ['Grace', 'Hopper', 'grace@navy.example', 'Secret plans'])
      expect(audit).not.toContain(personal);
  });

  it('walks every lead of a filter in batches, for the export', async () => {
    const db = await fresh();
    for (let i = 0; i < 12; i++) await insertLead(db, { name: `L${i}`, created_at: T0 + i });
    await insertLead(db, { name: 'spam', status: 'spam' });
    const walked = [];
    for await (const lead of eachLead(db, {}, 5)) walked.push(lead.name);
    expect(walked).toEqual(Array.from({ length: 12 }, (_, i) => `L${11 - i}`));
  });
});
