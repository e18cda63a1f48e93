import { can } from '@/lib/roles';
import { env } from '@/lib/env';
import type { AdminSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { listTrash } from '@/server/queries/trash';
import collectionsCopy from '@messages/admin/collections.json';
import { definitionOf } from '../collections';
import { fill } from '../fill';
import { emptyTrashAction, restoreFromTrashAction } from './actions';
import { EmptyTrashButton, RestoreButton } from './trash-buttons-client';

const DAY_MS = 24 * 60 * 60_000;
const formatDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * What was deleted, newest first: each item with its kind, who deleted it and when it goes for good, and Restore.
 * Owners may empty the trash at once.
 */
export async function TrashView({ session }: { session: AdminSession }) {
  const t = collectionsCopy.trash;
  const days = env().TRASH_RETENTION_DAYS;
  const items = await listTrash(getDb());
  return (
    <section aria-labelledby="trash-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trash-heading" className="text-2xl font-bold">
          {t.heading}
        </h2>
        {can(session.user.role, 'manage') && items.length > 0 && <EmptyTrashButton empty={emptyTrashAction} />}
      </div>
      <p className="text-slate-600 dark:text-slate-300">{fill(t.intro, { days })}</p>
      {items.length === 0 ? (
        <p className="py-16 text-center text-slate-600 dark:text-slate-300">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map((item) => {
            const definition = definitionOf(item.collection);
            const title = definition ? definition.titleOf(item.data) : item.id;
            return (
              <li key={`${item.collection}:${item.id}`} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {[
                      definition?.singular ?? item.collection,
                      fill(t.deletedBy, { when: formatDay(item.deletedAt), by: item.deletedBy }),
                      fill(t.purgeOn, { date: formatDay(item.deletedAt + days * DAY_MS) }),
                    ].join(' · ')}
                  </p>
                </div>
                <RestoreButton
                  collection={item.collection}
                  id={item.id}
                  title={title}
                  restore={restoreFromTrashAction}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
