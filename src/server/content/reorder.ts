import 'server-only';
import type { CollectionName } from '@/content';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { readCollection, saveDocument, StaleVersionError } from '@/server/queries/documents';
import type { Refusal } from './refusals';
import type { CollectionRules } from './rules';

/** An item moved one place (its title and new place, from 1, for the activity log; none when it was at the end). */
type MoveResult =
  { status: 'moved'; moved?: { title: string; place: number } } | { status: 'stale' | 'not_found' } | Refusal;

/** Moves an item one place up or down the collection's order; the places become 0, 1, 2… in the new order. */
export async function moveItem<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  id: string,
  direction: 'up' | 'down',
): Promise<MoveResult> {
  const { collection } = rules;
  const field = rules.orderField;
  if (!field) return { status: 'invalid', fields: { form: 'This list has no order of its own.' } };
  const placeOf = (data: unknown) => Number((data as Record<string, unknown>)[field]);
  const items = [...(await readCollection(getDb(), collection)).values()].sort(
    (a, b) => placeOf(a.data) - placeOf(b.data) || String(a.data.id).localeCompare(String(b.data.id)),
  );
  const from = items.findIndex((item) => String(item.data.id) === id);
  if (from < 0) return { status: 'not_found' };
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= items.length) return { status: 'moved' };
  [items[from], items[to]] = [items[to]!, items[from]!];
  try {
    // Only the items whose place changes get a new version.
    for (const [place, item] of items.entries()) {
      if (placeOf(item.data) === place) continue;
      await saveDocument(
        getDb(),
        collection,
        { ...item.data, [field]: place },
        { by: user.name, expectedVersion: item.version },
      );
    }
  } catch (error) {
    if (error instanceof StaleVersionError) return { status: 'stale' };
    throw error;
  }
  log.info('admin.moved', { collection, id, direction, userId: user.id });
  return { status: 'moved', moved: { title: rules.titleOf(items[to]!.data), place: to + 1 } };
}
