import { can } from '@/lib/roles';
import { Plus } from '@/components/icons';
import { IfRight } from '../rights-client';
import { buttonVariants } from '@/components/ui/button';
import type { CollectionName } from '@/content';
import { env } from '@/lib/env';
import type { AdminSession } from '@/server/auth/session';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from '../fill';
import { itemPathOf, type CollectionDefinition } from './definition';
import type { BoundActions } from './section-props';
import { ItemActions } from './item-actions-client';
import { ListControls, loadListPage, Pager } from './list-page';
import { PublishState } from './publish-state';

type Query = Record<string, string | string[] | undefined>;

const formatDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The link to a new item's form. */
export function NewItemLink({ definition, href }: { definition: CollectionDefinition; href: string }) {
  return (
    // A translator writes the texts of what exists, and is not offered a new item.
    <IfRight right="draft">
      <a href={href} className={buttonVariants({ size: 'sm' })}>
        <Plus aria-hidden="true" />
        {fill(collectionsCopy.new, { singular: definition.singular.toLowerCase() })}
      </a>
    </IfRight>
  );
}

/**
 * A collection's list: search over titles, sort and the definition's filters, all in the URL (a GET form, so it
 * works before the scripts and is bookmarkable), 25 to a page; each row opens the item, or duplicates or deletes it.
 */
export async function CollectionList<C extends CollectionName>({
  definition,
  actions,
  query,
  session,
  base = `/admin/${definition.section}`,
  newHref = `${base}/new`,
}: {
  definition: CollectionDefinition<C>;
  actions: BoundActions;
  query: Query;
  session: AdminSession;
  base?: string;
  newHref?: string;
}) {
  const c = collectionsCopy;
  const list = await loadListPage(definition, query, { base });
  const { shown, total, searching } = list;
  const headingId = `${definition.section}-${definition.collection}-heading`;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {definition.plural}
        </h2>
        <NewItemLink definition={definition} href={newHref} />
      </div>
      <ListControls definition={definition} list={list} base={base} idPrefix={headingId} />
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {total === 1 ? c.countOne : fill(c.count, { count: total })}
      </p>
      {shown.length === 0 ? (
        <p className="py-16 text-center text-slate-600 dark:text-slate-300">{searching ? c.noMatch : c.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {shown.map(({ data, version, updatedAt, updatedBy }) => {
            const id = String(data.id);
            const title = definition.titleOf(data);
            const image = definition.imageOf?.(data);
            return (
              <li key={id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
                <a
                  href={itemPathOf(definition, id)}
                  aria-label={fill(c.open, { title })}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-ember-600"
                >
                  {image ? (
                    <img src={image} alt="" loading="lazy" className="h-12 w-20 shrink-0 rounded-md object-cover" />
                  ) : (
                    <span className="h-12 w-20 shrink-0 rounded-md bg-slate-100 dark:bg-slate-800" />
                  )}
                  <span className="min-w-0">
                    <span className="line-clamp-2 font-semibold sm:truncate">{title}</span>
                    <PublishState
                      changed={list.drafts.has(id)}
                      unpublished={version === 0}
                      schedules={list.schedules.get(id)}
                    />
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                      {[definition.subtitleOf?.(data), fill(c.updated, { when: formatDay(updatedAt), by: updatedBy })]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </a>
                {/* A new item's draft has nothing to duplicate or delete yet: its editor discards it. */}
                {version > 0 && (
                  <ItemActionsFor
                    definition={definition}
                    actions={actions}
                    id={id}
                    version={version}
                    title={title}
                    session={session}
                    listHref={base}
                    compact
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager list={list} />
    </section>
  );
}

/** Duplicate and Delete of a list's item. */
function ItemActionsFor({
  definition,
  actions,
  id,
  version,
  title,
  session,
  listHref,
  compact = false,
}: {
  definition: CollectionDefinition;
  actions: Pick<BoundActions, 'duplicate' | 'remove'>;
  id: string;
  version: number;
  title: string;
  session: AdminSession;
  listHref: string;
  /** In a list row: small buttons, and the list stays. */
  compact?: boolean;
}) {
  return (
    <ItemActions
      itemPath={definition.itemPath ?? `/admin/${definition.section}/{id}`}
      listHref={listHref}
      id={id}
      version={version}
      title={title}
      trashDays={env().TRASH_RETENTION_DAYS}
      isOwner={can(session.user.role, 'manage')}
      duplicate={actions.duplicate}
      remove={actions.remove}
      compact={compact}
    />
  );
}
