import { sql, type Kysely, type Selectable } from 'kysely';
import { defaultLocale, locales } from '@/lib/locales';
import { indexRules, isReservedSource, leavesTheSite, rulePath, type RedirectRule } from '@/node-server/redirects.mjs';
import type { Database, RedirectsTable } from '@/server/db/schema';
import { bumpCollectionVersion } from '@/server/db/collection-versions';

/**
 * Old addresses and where they go. Every write bumps the content stamp, so each server reads the rules again before it
 * answers the next request (src/node-server/redirects.mjs); hits are added in batches and bump nothing.
 */

type RedirectKind = RedirectsTable['kind'];

export interface Redirect {
  id: number;
  source: string;
  /** A site path or an absolute URL; null answers 410 Gone. */
  target: string | null;
  /** The source matches in every language (`/blog/old` and `/es/blog/old`), the target taking the same prefix. */
  localized: boolean;
  /** Answered 301 (moved for good); false: 302, a temporary move. */
  permanent: boolean;
  kind: RedirectKind;
  createdAt: number;
  createdBy: string;
  updatedAt: number;
  hits: number;
  lastHitAt: number | null;
}

/** Why a redirect is refused: a message code of the admin's copy, the field it is about and the values it names. */
export interface RedirectProblem {
  field: 'source' | 'target' | 'form';
  code:
    | 'sourceFormat'
    | 'sourceQuery'
    | 'sourceReserved'
    | 'sourcePage'
    | 'sourceTaken'
    | 'targetFormat'
    | 'self'
    | 'loop'
    | 'chainAfter'
    | 'chainBefore'
    | 'notFound';
  values?: Record<string, string>;
}

export class RedirectRefusedError extends Error {
  override name = 'RedirectRefusedError';
  constructor(readonly problem: RedirectProblem) {
    super(`redirect refused: ${problem.code}`);
  }
}

const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);
const prefixOf = (locale: string, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);
const isAbsolute = (target: string) => /^https?:\/\//i.test(target);
/** Every way a localized path is requested: as it is and under each language prefix. */
const inEveryLanguage = (path: string) => [path, ...prefixedLocales.map((locale) => prefixOf(locale, path))];
const languagePrefix = new RegExp(`^/(?:${prefixedLocales.join('|')})(?:/|$)`, 'i');

/**
 * Whether a redirect an owner makes answers in every language: its source has no language prefix, and its target is a
 * full address or a site path without one (`/old-pricing` → `/pricing-calculator` also sends `/es/old-pricing` to
 * `/es/pricing-calculator`). A source or target typed with a prefix is that language's alone.
 */
const inEveryLanguageRule = (source: string, target: string) =>
  !languagePrefix.test(source) && (isAbsolute(target) || !languagePrefix.test(target));

/** The path a site target names, as the rules name paths (no query or trailing slash). */
const targetPath = (target: string) => rulePath(target.split('?')[0] ?? '') ?? target;

/**
 * A typed path decoded as the rules read paths, then checked as decoded: no second host (`//`, `/\`, a backslash),
 * no control character or `#`, no `.` or `..` segment (a browser resolves those before it asks, so such a rule would never
 * match). Undefined when it is not such a path.
 */
function decodedPath(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || /\s|#/.test(path)) return undefined;
  const decoded = rulePath(path);
  if (decoded === undefined || leavesTheSite(decoded) || decoded.includes('#')) return undefined;
  return decoded.split('/').some((segment) => segment === '.' || segment === '..') ? undefined : decoded;
}

/**
 * The source as typed, made a rule's path (decoded, no trailing slash), or why it cannot be one: a reserved address
 * (the admin, the API, the build's and the library's files, robots, sitemap, feed, `public/`) in any case or language.
 */
export function normalizeSource(input: string): { source: string } | { problem: RedirectProblem } {
  const text = input.trim();
  if (text.includes('?')) return { problem: { field: 'source', code: 'sourceQuery' } };
  const path = decodedPath(text);
  if (!path) return { problem: { field: 'source', code: 'sourceFormat' } };
  if (isReservedSource(path, prefixedLocales)) return { problem: { field: 'source', code: 'sourceReserved' } };
  // Sources match without regard to case (node-server/redirects.mjs): kept as the site writes its addresses.
  return { source: path.toLowerCase() };
}

/**
 * The target as typed: a site path (decoded and checked as decoded, query kept) or an absolute https URL; or why it is
 * neither.
 */
export function normalizeTarget(input: string): { target: string } | { problem: RedirectProblem } {
  const text = input.trim();
  const refused = { problem: { field: 'target', code: 'targetFormat' } } as const;
  if (isAbsolute(text)) {
    // https only, as every address the admin takes (SECURITY.md D3).
    if (!/^https:\/\//i.test(text)) return refused;
    try {
      return /\s/.test(text) ? refused : { target: new URL(text).href };
    } catch {
      return refused;
    }
  }
  const [path = '', query] = text.split(/\?(.*)/s);
  const decoded = decodedPath(path);
  if (decoded === undefined) return refused;
  return { target: query ? `${decoded}?${query}` : decoded };
}

/**
 * What is wrong with a redirect an owner adds or edits, among the rules there are (its own left out when edited):
 * a source that is a page of the site or already redirected, a target that redirects again (a chain) or back (a loop),
 * or another redirect that would lead through this one.
 */
export function redirectProblem(
  rules: readonly RedirectRule[],
  candidate: { id?: number; source: string; target: string },
  isPage: (path: string) => boolean,
): RedirectProblem | undefined {
  const { source, target } = candidate;
  if (isPage(source)) return { field: 'source', code: 'sourcePage', values: { source } };
  const sources = inEveryLanguageRule(source, target) ? inEveryLanguage(source) : [source];
  const others = rules.filter((rule) => rule.id !== candidate.id);
  const index = indexRules(others, prefixedLocales);
  const taken = index.match(source);
  if (taken) return { field: 'source', code: 'sourceTaken', values: { source, target: taken.location ?? '410' } };
  if (!isAbsolute(target)) {
    const path = targetPath(target);
    if (path === source) return { field: 'target', code: 'self' };
    const next = index.match(path);
    if (next?.location && targetPath(next.location) === source)
      return { field: 'target', code: 'loop', values: { path: `${source} → ${path} → ${source}` } };
    if (next) return { field: 'target', code: 'chainAfter', values: { target: path, next: next.location ?? '410' } };
  }
  for (const rule of others) {
    const ruleTarget = rule.target;
    if (ruleTarget === null || isAbsolute(ruleTarget)) continue;
    const arrives = rule.localized ? inEveryLanguage(ruleTarget) : [ruleTarget];
    if (arrives.some((location) => sources.includes(targetPath(location).toLowerCase())))
      return { field: 'target', code: 'chainBefore', values: { other: rule.source, source } };
  }
  return undefined;
}

type Row = Selectable<RedirectsTable>;

const toRedirect = (row: Row): Redirect => ({
  id: Number(row.id),
  source: row.source,
  target: row.target,
  localized: row.localized === 1,
  permanent: row.permanent === 1,
  kind: row.kind,
  createdAt: Number(row.created_at),
  createdBy: row.created_by,
  updatedAt: Number(row.updated_at),
  hits: Number(row.hits),
  lastHitAt: row.last_hit_at === null ? null : Number(row.last_hit_at),
});

/** Every redirect, the most recently changed first. */
export async function listRedirects(db: Kysely<Database>): Promise<Redirect[]> {
  const rows = await db
    .selectFrom('redirects')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRedirect);
}

/** The rules the server matches requests against (read once per content stamp). */
export async function redirectRules(db: Kysely<Database>): Promise<RedirectRule[]> {
  const rows = await db.selectFrom('redirects').select(['id', 'source', 'target', 'localized', 'permanent']).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    source: row.source,
    target: row.target,
    localized: row.localized === 1,
    permanent: row.permanent === 1,
  }));
}

/**
 * Adds a redirect by hand, or changes one (`id`), after the checks of `redirectProblem` against the rules as they are
 * in the same transaction: in every language when `inEveryLanguageRule` says so, permanent (301) unless `permanent` is
 * false (302). Throws RedirectRefusedError with the problem.
 */
export async function saveRedirect(
  db: Kysely<Database>,
  input: { id?: number; source: string; target: string; permanent?: boolean },
  { by, isPage }: { by: string; isPage: (path: string) => boolean },
): Promise<Redirect> {
  const source = normalizeSource(input.source);
  if ('problem' in source) throw new RedirectRefusedError(source.problem);
  const target = normalizeTarget(input.target);
  if ('problem' in target) throw new RedirectRefusedError(target.problem);
  const candidate = { id: input.id, source: source.source, target: target.target };
  const rule = {
    source: candidate.source,
    target: candidate.target,
    localized: inEveryLanguageRule(candidate.source, candidate.target) ? 1 : 0,
    permanent: input.permanent === false ? 0 : 1,
  };
  return db.transaction().execute(async (trx) => {
    const problem = redirectProblem(await redirectRules(trx), candidate, isPage);
    if (problem) throw new RedirectRefusedError(problem);
    const now = Date.now();
    const row =
      input.id === undefined
        ? await trx
            .insertInto('redirects')
            .values({
              ...rule,
              kind: 'manual',
              created_at: now,
              created_by: by,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('redirects')
            .set({ ...rule, updated_at: now })
            .where('id', '=', input.id)
            .returningAll()
            .executeTakeFirst();
    if (!row) throw new RedirectRefusedError({ field: 'form', code: 'notFound' });
    await bumpCollectionVersion(trx, 'redirects');
    return toRedirect(row);
  });
}

/** Deletes a redirect; undefined when there was none. */
export async function deleteRedirect(db: Kysely<Database>, id: number): Promise<Redirect | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('redirects').where('id', '=', id).returningAll().executeTakeFirst();
    if (row) await bumpCollectionVersion(trx, 'redirects');
    return row && toRedirect(row);
  });
}

/**
 * Live pages took these addresses (without a language prefix): no redirect may hide them any more. Part of the write
 * that makes them live (a new item, a rename, a restore).
 */
export async function clearRedirectsFrom(trx: Kysely<Database>, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const result = await trx
    .deleteFrom('redirects')
    .where((eb) =>
      eb.or([
        eb.and([eb('localized', '=', 1), eb('source', 'in', paths)]),
        eb.and([eb('localized', '=', 0), eb('source', 'in', paths.flatMap(inEveryLanguage))]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) await bumpCollectionVersion(trx, 'redirects');
}

/**
 * Content moved (a renamed address, `to` a path) or went for good (`to` null): each old address, in every language,
 * answers the new one, and redirects that led to an old address lead straight to the new one, so no chain forms.
 * Part of the write that moves the content.
 */
export async function recordMoves(
  trx: Kysely<Database>,
  moves: readonly { from: string; to: string | null }[],
  { kind, by }: { kind: Exclude<RedirectKind, 'manual'>; by: string },
): Promise<void> {
  if (moves.length === 0) return;
  const now = Date.now();
  await clearRedirectsFrom(
    trx,
    moves.flatMap(({ to }) => (to === null ? [] : [to])),
  );
  for (const { from, to } of moves) {
    await trx
      .updateTable('redirects')
      .set({ target: to, updated_at: now })
      .where('localized', '=', 1)
      .where('target', '=', from)
      .execute();
    for (const locale of prefixedLocales)
      await trx
        .updateTable('redirects')
        .set({ target: to === null ? null : prefixOf(locale, to), updated_at: now })
        .where('localized', '=', 0)
        .where('target', '=', prefixOf(locale, from))
        .execute();
    await trx
      .updateTable('redirects')
      .set({ target: to, updated_at: now })
      .where('localized', '=', 0)
      .where('target', '=', from)
      .execute();
    const rule = { target: to, localized: 1, permanent: 1, kind, updated_at: now };
    await trx
      .insertInto('redirects')
      .values({ source: from, ...rule, created_at: now, created_by: by })
      .onConflict((oc) => oc.column('source').doUpdateSet(rule))
      .execute();
  }
  await bumpCollectionVersion(trx, 'redirects');
}

/** Adds the hits a server counted since its last batch (`at`: when the last of them came). Bumps no stamp. */
export async function addHits(
  db: Kysely<Database>,
  counts: Iterable<readonly [id: number, hits: { count: number; at: number }]>,
): Promise<void> {
  for (const [id, { count, at }] of counts)
    await db
      .updateTable('redirects')
      .set({ hits: sql`hits + ${count}`, last_hit_at: at })
      .where('id', '=', id)
      .execute();
}

/**
 * The redirect an owner set by hand from `path` (in any language), if there is one: a page may not take its address
 * (a redirect content left when it moved or went is cleared instead, as a page that comes back takes it).
 */
export async function manualRedirectFrom(db: Kysely<Database>, path: string): Promise<Redirect | undefined> {
  const rules = (await listRedirects(db)).filter((redirect) => redirect.kind === 'manual');
  const found = indexRules(rules, prefixedLocales).match(path);
  return found ? rules.find((rule) => rule.id === found.rule.id) : undefined;
}
