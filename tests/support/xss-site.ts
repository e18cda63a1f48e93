/**
 * The XSS spec's server (tests/e2e/xss.spec.ts) as its corpus helpers reach it: its database, its server actions as the
 * owner, and the feeds that hand out the corpus and remember where each payload went.
 */
import type { Kysely } from 'kysely';
import type { CollectionName } from '../../src/content';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { getDocument } from '../../src/server/queries/documents';
import { callServerAction, type ActionRef, type Caller } from './action-call';
import { PayloadFeed } from './xss-payloads';

/**
 * `server` is read when a helper runs (its database is known once it has started); `owner` is who the admin's actions
 * are called as unless a call names another caller.
 */
export function xssSite(server: { port: number; base: string; databaseUrl: string }, owner: () => Caller) {
  async function withDb<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    const { db, close } = connect(server.databaseUrl);
    try {
      return await work(db);
    } finally {
      await close();
    }
  }

  async function stored<C extends CollectionName>(collection: C, id: string) {
    const doc = await withDb((db) => getDocument(db, collection, id));
    if (!doc) throw new Error(`no ${collection} document ${id}`);
    return doc;
  }

  async function listIds(db: Kysely<Database>, collection: CollectionName) {
    return db.selectFrom('documents').select('id').where('collection', '=', collection).execute();
  }

  async function allOf<C extends CollectionName>(collection: C) {
    const ids = await withDb((db) => listIds(db, collection));
    return Promise.all(ids.map(async ({ id }) => (await stored(collection, id)).data));
  }

  /** Calls a server action as the owner, or as `caller`. */
  const callAction = (ref: ActionRef, input: unknown, caller = owner()) =>
    callServerAction(server.port, server.base, ref, input, caller);

  /** Short text fields, taken together, get the corpus in turn; long ones get as much of it as they hold. */
  const feed = new PayloadFeed();
  /** Rich-text slots get one payload each, so every payload is tried alone through the sanitiser somewhere. */
  const isolated = new PayloadFeed();
  /** The same for rich text stored unsanitised (a feed of its own, so it starts again at the first payload). */
  const rawFeed = new PayloadFeed();

  return { base: server.base, withDb, stored, allOf, callAction, feed, isolated, rawFeed };
}

export type XssSite = ReturnType<typeof xssSite>;
