/** What `npm run test:load` (bench/load.ts) puts under load: the page routes, the two lead forms and analytics events. */
import type { Kysely } from 'kysely';
import { sessionCookieName } from '../../src/server/auth/cookie';
import { createSession } from '../../src/server/auth/session';
import { OWNER_ID } from '../../src/server/auth/user';
import { TEST_CAPTCHA_TOKEN } from '../../src/server/captcha';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { limits } from '../../src/server/rate-limit';
import { contactFormData, type FormPage } from '../../tests/support/forms';
import type { PostLoad } from './load';

const POST_CONNECTIONS = 20;

export interface PageTarget {
  name: string;
  route: string;
  headers: Record<string, string>;
  /** One of the routes SECURITY.md I1 names, loaded for the full `duration`. */
  named: boolean;
}

/** A POST under load, the outcomes it may have, and where its accepted posts are counted. */
export interface PostTarget extends PostLoad {
  name: string;
  /** How many posts one address may get accepted in the run (the per-address rate limit). */
  limitPerAddress: number;
  /** The only outcomes allowed: accepted, or refused by the rate limit. */
  accepted: string;
  refused: string;
  /** Accepted posts as the database holds them. */
  stored: () => Promise<number>;
}

/** The server's database, opened beside it for one task (SQLite in WAL mode allows that). */
async function withDatabase<T>(databaseUrl: string, task: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(databaseUrl);
  try {
    return await task(db);
  } finally {
    await close();
  }
}

/** The pages under load: four public routes, and an admin page with a real owner session (made as sign-in does). */
export async function pageTargets(databaseUrl: string): Promise<PageTarget[]> {
  const { token } = await withDatabase(databaseUrl, (db) =>
    createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: 'test:load' }),
  );
  return [
    ...['/', '/portfolio/11', '/es/services/web-development', '/pricing-calculator'].map((route, index) => ({
      name: route,
      route,
      headers: {},
      named: index < 2,
    })),
    {
      name: '/admin/leads (owner session)',
      route: '/admin/leads',
      headers: { cookie: `${sessionCookieName(false)}=${token}` },
      named: false,
    },
  ];
}

const htmlEntities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeHtml = (text: string) => text.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => htmlEntities[entity]!);

/**
 * The hidden inputs of the lead form on `pagePath` (locale, page, signed render time), read as
 * tests/support/forms.ts reads the contact form's; the captcha is the visitor's to add.
 */
async function loadLeadForm(base: string, pagePath: string): Promise<FormPage> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)]
    .map((match): [string, string] => [unescapeHtml(match[1]!), unescapeHtml(match[2] ?? '')])
    .filter(([name]) => name !== 'captcha');
  if (!fields.some(([name]) => name === 'issuedAt')) throw new Error(`no lead form with a form token on ${pagePath}`);
  return { fields };
}

/** The bytes and content type a browser sends for `data`. */
async function multipart(data: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** The answer's status, as the form's script reads it (src/features/leads/receive.ts): "ok", "rate_limited", … */
function formOutcome(status: number, body: string): string {
  try {
    const answer = JSON.parse(body) as { status?: unknown };
    if (typeof answer.status === 'string') return answer.status;
  } catch {
    // Not the JSON a form's page answers its script with: told below.
  }
  return `HTTP ${status}, no form answer`;
}

const addresses = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

/**
 * The two lead forms, each posted from two addresses in turn: 10 leads each can pass, every further post is refused.
 * Few enough that a loaded machine (3 posts a second) still reaches the limit within the run.
 */
export async function formTargets(base: string, databaseUrl: string): Promise<PostTarget[]> {
  const forms: { kind: string; label: string; path: string; prefix: string; fields: Record<string, string> }[] = [
    {
      kind: 'contact',
      label: 'contact',
      path: '/contact-us',
      prefix: '10.41.0',
      fields: { services: 'web-development' },
    },
    {
      kind: 'whitelabel',
      label: 'white-label',
      path: '/whitelabel-solutions',
      prefix: '10.42.0',
      fields: { company: 'Load Test Ltd' },
    },
  ];
  return Promise.all(
    forms.map(async ({ kind, label, path: formPath, prefix, fields }) => {
      const page = await loadLeadForm(base, formPath);
      const values = {
        name: 'Load Test',
        email: 'load@example.com',
        message: `A ${kind} lead from test:load`,
        ...fields,
      };
      return {
        name: `POST ${formPath} (${label} form)`,
        path: formPath,
        ...(await multipart(contactFormData(page, { ...values, captcha: TEST_CAPTCHA_TOKEN }))),
        addresses: addresses(prefix, 2),
        connections: POST_CONNECTIONS,
        // Sent as the page's script sends it, which asks for the answer as data.
        headers: { accept: 'application/json' },
        limitPerAddress: limits.form.points,
        outcome: formOutcome,
        accepted: 'ok',
        refused: 'rate_limited',
        stored: async () => {
          const { n } = await withDatabase(databaseUrl, (db) =>
            db
              .selectFrom('leads')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('kind', '=', kind)
              .executeTakeFirstOrThrow(),
          );
          return Number(n);
        },
      };
    }),
  );
}

/** One page view per post, all from one address: 60 posts can pass, every further one is refused. */
export function eventsTarget(databaseUrl: string): PostTarget {
  // A page of the site (any other path is stored under one bucket), told apart by its title.
  const title = 'Load test page view';
  const events = [{ type: 'page_view', path: '/services', title, locale: 'en' }];
  return {
    name: 'POST /api/events',
    path: '/api/events',
    body: Buffer.from(JSON.stringify({ events })),
    contentType: 'text/plain',
    addresses: addresses('10.43.0', 1),
    connections: POST_CONNECTIONS,
    limitPerAddress: limits.analytics.points,
    outcome: (status) => String(status),
    accepted: '204',
    refused: '429',
    stored: async () => {
      const { n } = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'page_view')
          .where('data', 'like', `%${title}%`)
          .executeTakeFirstOrThrow(),
      );
      return Number(n);
    },
  };
}
