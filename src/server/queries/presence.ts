import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import type { Database } from '@/server/db/schema';

/** When silence means an open editor left: it says it is still there every 10 s (use-presence-client.ts). */
export const PRESENCE_TIMEOUT_MS = 35_000;

/** Someone else in the same item's editor: another person, or the same person in another tab or window. */
interface OtherEditor {
  name: string;
  /** The person asking, in another tab or window. */
  you: boolean;
}

interface Visit {
  collection: CollectionName;
  id: string;
  tab: string;
  user: { id: string; name: string };
}

/**
 * Notes that `tab` has the item's editor open (or, `leaving`, that it closed it), and answers who else has it open now:
 * one entry per other person, and one for the asker's own other tabs. Rows left by tabs that went silent are cleared on
 * the way, so the table holds only the editors open in the last minute or so.
 */
export async function touchPresence(
  db: Kysely<Database>,
  { collection, id, tab, user }: Visit,
  { leaving = false, now = Date.now() }: { leaving?: boolean; now?: number } = {},
): Promise<OtherEditor[]> {
  const here = db
    .deleteFrom('editor_presence')
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .where('tab', '=', tab);
  if (leaving) await here.execute();
  else
    await db
      .insertInto('editor_presence')
      .values({ collection, document_id: id, tab, user_key: user.id, user_name: user.name, seen_at: now })
      .onConflict((oc) =>
        oc
          .columns(['collection', 'document_id', 'tab'])
          .doUpdateSet({ user_key: user.id, user_name: user.name, seen_at: now }),
      )
      .execute();
  await db
    .deleteFrom('editor_presence')
    .where('seen_at', '<', now - 2 * PRESENCE_TIMEOUT_MS)
    .execute();
  const rows = await db
    .selectFrom('editor_presence')
    .select(['user_key', 'user_name'])
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .where('tab', '!=', tab)
    .where('seen_at', '>=', now - PRESENCE_TIMEOUT_MS)
    .orderBy('seen_at', 'asc')
    .execute();
  const others = new Map<string, OtherEditor>();
  for (const row of rows)
    if (!others.has(row.user_key)) others.set(row.user_key, { name: row.user_name, you: row.user_key === user.id });
  return [...others.values()];
}
