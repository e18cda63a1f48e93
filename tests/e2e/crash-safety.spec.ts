import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createSession } from '../../src/server/auth/session';
import { connect } from '../../src/server/db/connect';
import { getDocument } from '../../src/server/queries/documents';
import { serverActions } from '../support/admin';
import { serviceEditSchema } from '../support/edit-schemas';
import { TEST_DATABASE_URL } from '../support/databases';
import { loadContactForm, noScriptOutcome, postContact } from '../support/forms';
import { createServerSchema } from '../support/postgres-schema';
import { startProductionServer } from '../support/production-server';
import { startSmtp } from '../support/smtp';
import { expect, test } from './fixtures';
import { serverPort } from '../support/ports';

/**
 * SECURITY.md H1/H2, the kill -9 recipe, on SQLite and on PostgreSQL: leads, admin saves and analytics events posted
 * from several loops at once, the server SIGKILLed at a random moment mid-burst and restarted, 10 times over. Whatever
 * got a success answer must be there after the restart — a lead with exactly one notification, a save at its
 * acknowledged version (or a later one that kept it in the history), an event — and every notification must reach
 * the (loopback) SMTP server at least once.
 */
const RUNS = 10;
const LEAD_LOOPS = 3;
const SAVED_SERVICES = ['web3', 'mobile-apps'] as const;
const EVENT_LOOPS = 2;

type Kind = 'sqlite' | 'postgres';

interface Acknowledged {
  leads: Set<string>;
  /** Per service: the versions the server said it saved, with the title each carried. */
  saves: Map<string, Map<number, string>>;
  events: Set<string>;
}

for (const kind of ['sqlite', 'postgres'] as const satisfies readonly Kind[]) {
  test(`on ${kind}, no acknowledged lead, save or event is lost across SIGKILL, and every notification is delivered (10 runs) (H1, H2)`, async () => {
    // Ten rounds of writes, a SIGKILL and a production server restart, then the outbox drained (an interrupted
    // send waits out its 15 s lease). On PostgreSQL: 74.9 s quiet, 91.4 s with a third core's load.
    test.setTimeout(420_000);
    const schema = kind === 'postgres' ? await createServerSchema('kill9') : undefined;
    test.skip(kind === 'postgres' && !schema, `PostgreSQL at ${TEST_DATABASE_URL} does not answer`);
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-kill9-'));
    const databaseUrl = schema?.databaseUrl ?? `file:${path.join(dir, 'site.db')}`;
    const open = () =>
      schema ? connect(TEST_DATABASE_URL, { schema: schema.name, maxConnections: 2 }) : connect(databaseUrl);
    const smtp = await startSmtp();
    const port = serverPort();
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
    const acknowledged: Acknowledged = {
      leads: new Set(),
      saves: new Map(SAVED_SERVICES.map((id) => [id, new Map()])),
      events: new Set(),
    };
    const saveAction = serverActions('src/admin/item-actions.ts').find((a) => a.name === 'saveItem');
    expect(saveAction).toBeDefined();
    let server = await startProductionServer(port, env);
    try {
      const cookie = await ownerCookie(open);
      const form = await loadContactForm(base);
      await new Promise((resolve) => setTimeout(resolve, 3_100)); // past the minimum fill time of the rendered form
      for (let run = 0; run < RUNS; run++) {
        const versions = await currentVersions(open);
        let alive = true;
        const stopped = () => !alive;
        const loops = [
          ...Array.from({ length: LEAD_LOOPS }, (_, loop) =>
            leadLoop({ base, form, run, loop, stopped, acknowledged }),
          ),
          ...SAVED_SERVICES.map((id) =>
            saveLoop({
              port,
              base,
              cookie,
              action: saveAction!.id,
              id,
              version: versions.get(id)!,
              run,
              stopped,
              acknowledged,
              open,
            }),
          ),
          ...Array.from({ length: EVENT_LOOPS }, (_, loop) => eventLoop({ base, run, loop, stopped, acknowledged })),
        ];
        // Kill mid-burst: once this run has had a couple of answers of each kind, at a random moment after that.
        const before = {
          leads: acknowledged.leads.size,
          events: acknowledged.events.size,
          saves: savedCount(acknowledged),
        };
        await expect
          .poll(
            () =>
              Math.min(
                acknowledged.leads.size - before.leads,
                acknowledged.events.size - before.events,
                savedCount(acknowledged) - before.saves,
              ),
            { timeout: 60_000 },
          )
          .toBeGreaterThanOrEqual(2);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 800));
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGKILL');
        await exited;
        alive = false;
        await Promise.all(loops);
        server = await startProductionServer(port, env);
        await expectNothingLost(open, kind, acknowledged, `run ${run}`);
      }
      expect(acknowledged.leads.size).toBeGreaterThanOrEqual(RUNS * 2);

      // The restarted worker drains whatever the kills interrupted; a row interrupted mid-send comes back when its
      // lease (15 s, no longer renewed by the killed server) ends.
      const { db, close } = open();
      const drainStarted = Date.now();
      try {
        await expect
          .poll(
            async () => (await db.selectFrom('outbox').select('status').where('status', '!=', 'sent').execute()).length,
            { timeout: 120_000 },
          )
          .toBe(0);
        const leadCount = (await db.selectFrom('leads').select('id').execute()).length;
        const delivered = new Set(smtp.messages.map((mail) => mail.headers['message-id']));
        expect(delivered.size).toBe(leadCount);
        for (const marker of acknowledged.leads)
          expect(
            smtp.messages.some((mail) => mail.text.includes(marker)),
            marker,
          ).toBe(true);
      } finally {
        await close();
      }
      const drainSeconds = ((Date.now() - drainStarted) / 1000).toFixed(1);
      test.info().annotations.push({
        type: 'figure',
        description: `${kind}: ${RUNS} SIGKILLs; acknowledged and kept ${acknowledged.leads.size} leads, ${savedCount(acknowledged)} saves, ${acknowledged.events.size} event batches; ${smtp.messages.length} mails delivered, the last ${drainSeconds} s after the last restart`,
      });
    } finally {
      server.kill('SIGKILL');
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
      await schema?.drop();
    }
  });
}

type Open = () => ReturnType<typeof connect>;

const savedCount = (acknowledged: Acknowledged) =>
  [...acknowledged.saves.values()].reduce((sum, versions) => sum + versions.size, 0);

async function ownerCookie(open: Open): Promise<string> {
  const { db, close } = open();
  try {
    const session = await createSession(db, { userId: 'owner', ipHash: null, userAgent: null });
    return `admin-session=${session.token}`;
  } finally {
    await close();
  }
}

async function currentVersions(open: Open): Promise<Map<string, number>> {
  const { db, close } = open();
  try {
    const entries = await Promise.all(
      SAVED_SERVICES.map(async (id) => [id, (await getDocument(db, 'services', id))!.version] as const),
    );
    return new Map(entries);
  } finally {
    await close();
  }
}

async function leadLoop(options: {
  base: string;
  form: Awaited<ReturnType<typeof loadContactForm>>;
  run: number;
  loop: number;
  stopped: () => boolean;
  acknowledged: Acknowledged;
}) {
  const { base, form, run, loop, stopped, acknowledged } = options;
  for (let i = 0; !stopped(); i++) {
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
      if (response.status === 200 && noScriptOutcome(response.body) === 'sent') acknowledged.leads.add(marker);
    } catch {
      return; // the server is gone
    }
  }
}

/** Saves one service over and over through the editor's server action, each time from the version it last saved. */
async function saveLoop(options: {
  port: number;
  base: string;
  cookie: string;
  action: string;
  id: string;
  version: number;
  run: number;
  stopped: () => boolean;
  acknowledged: Acknowledged;
  open: Open;
}) {
  const { base, cookie, action, id, run, stopped, acknowledged, open } = options;
  let version = options.version;
  const { db, close } = open();
  const stored = (await getDocument(db, 'services', id))!.data;
  await close();
  const values = serviceEditSchema.parse(
    Object.fromEntries(Object.keys(serviceEditSchema.shape).map((key) => [key, stored[key as keyof typeof stored]])),
  );
  for (let i = 0; !stopped(); i++) {
    const title = `Saved r${run}-${id}-${i}`;
    try {
      const response = await fetch(`${base}/admin/services/${id}`, {
        method: 'POST',
        headers: {
          cookie,
          origin: base,
          'next-action': action,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
        },
        body: JSON.stringify([
          'services',
          { id, expectedVersion: version, values: { ...values, title: { ...values.title, en: title } } },
        ]),
      });
      const saved = /"status":"saved","version":(\d+)/.exec(await response.text());
      if (response.status !== 200 || !saved) continue;
      version = Number(saved[1]);
      acknowledged.saves.get(id)!.set(version, title);
    } catch {
      return;
    }
  }
}

async function eventLoop(options: {
  base: string;
  run: number;
  loop: number;
  stopped: () => boolean;
  acknowledged: Acknowledged;
}) {
  const { base, run, loop, stopped, acknowledged } = options;
  for (let i = 0; !stopped(); i++) {
    const marker = `event r${run}-e${loop}-i${i}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      const response = await fetch(`${base}/api/events`, {
        method: 'POST',
        headers: {
          origin: base,
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
          // A client of its own for each batch: the per-client limit of 60 a minute is not what this test is about.
          'x-forwarded-for': `10.${100 + run}.${loop}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({ events: [{ type: 'page_view', path: '/services', title: marker, locale: 'en' }] }),
      });
      if (response.status === 204) acknowledged.events.add(marker);
    } catch {
      return;
    }
  }
}

async function expectNothingLost(open: Open, kind: Kind, acknowledged: Acknowledged, label: string) {
  const { db, close } = open();
  try {
    if (kind === 'sqlite') {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(integrity.rows[0]?.integrity_check, label).toBe('ok');
    }
    const messages = new Set((await db.selectFrom('leads').select('message').execute()).map((row) => row.message));
    const lostLeads = [...acknowledged.leads].filter((marker) => !messages.has(`Durability ${marker}`));
    expect(lostLeads, `${label}: acknowledged leads missing after SIGKILL`).toEqual([]);
    const perLead = await db
      .selectFrom('leads')
      .leftJoin('outbox', 'outbox.lead_id', 'leads.id')
      .select(['leads.id', sql<number>`count(outbox.id)`.as('rows')])
      .groupBy('leads.id')
      .execute();
    expect(
      perLead.filter((row) => Number(row.rows) !== 1),
      `${label}: leads without exactly one notification`,
    ).toEqual([]);

    for (const [id, versions] of acknowledged.saves) {
      const document = (await getDocument(db, 'services', id))!;
      const revisions = await db
        .selectFrom('document_revisions')
        .select(['previous_version', 'previous_data'])
        .where('collection', '=', 'services')
        .where('document_id', '=', id)
        .execute();
      const titleAt = new Map<number, string>([[document.version, document.data.title.en]]);
      for (const revision of revisions)
        if (revision.previous_data)
          titleAt.set(
            revision.previous_version,
            (JSON.parse(revision.previous_data) as { title: { en: string } }).title.en,
          );
      for (const [version, title] of versions)
        expect(titleAt.get(version), `${label}: ${id} version ${version} as acknowledged`).toBe(title);
    }

    const titles = new Set(
      (await db.selectFrom('events').select('data').where('type', '=', 'page_view').execute()).map(
        (row) => (JSON.parse(row.data ?? '{}') as { title?: string }).title,
      ),
    );
    const lostEvents = [...acknowledged.events].filter((marker) => !titles.has(marker));
    expect(lostEvents, `${label}: acknowledged events missing after SIGKILL`).toEqual([]);
  } finally {
    await close();
  }
}
