import type { ReactNode } from 'react';
import type { CollectionName, DocumentOf } from '@/content';
import { adminPaths } from '@/lib/admin-paths';
import { adminTime, isoTime } from '@/lib/admin-time';
import type { AttentionItems } from '@/server/queries/attention';
import type { LoadCollection } from '../activity/targets';
import { itemPathOf } from '../collection/definition';
import { definitionOf } from '../collections';
import { adminCopy, fill } from '../copy';

const copy = adminCopy.overview.needs;
const link = 'font-semibold text-ember-700 underline underline-offset-2 hover:no-underline dark:text-ember-500';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

interface Named {
  title: string;
  kind: string;
  href: string;
}

/** An item's title, kind and editor: from its draft's data when given (a new item has no published version), else as published. */
async function nameOf(
  collection: string,
  id: string,
  load: LoadCollection,
  draftData?: string,
): Promise<Named | undefined> {
  const definition = definitionOf(collection);
  if (!definition) return undefined;
  const data = draftData ? (JSON.parse(draftData) as unknown) : (await load(definition.collection)).get(id)?.data;
  if (!data) return undefined;
  return {
    title: definition.titleOf(data as DocumentOf<CollectionName>) || id,
    kind: definition.singular,
    href: itemPathOf(definition, id),
  };
}

function Group({
  id,
  heading,
  total,
  shown,
  footer,
  children,
}: {
  id: string;
  heading: string;
  total: number;
  shown: number;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h4 id={id} className="flex items-baseline gap-2 text-sm font-semibold tracking-wide uppercase">
        {heading}
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 tabular-nums dark:bg-amber-900/50 dark:text-amber-100">
          {total}
        </span>
      </h4>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">{children}</ul>
      {total > shown && <p className={`${muted} mt-1`}>{fill(copy.more, { count: total - shown })}</p>}
      {footer}
    </section>
  );
}

function ItemLine({ named, children }: { named: Named; children: ReactNode }) {
  return (
    <li className="py-2">
      <a href={named.href} className={`${link} break-words`}>
        {named.title}
      </a>{' '}
      <span className={muted}>· {named.kind}</span>
      <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-200">{children}</span>
    </li>
  );
}

const When = ({ at }: { at: number }) => <time dateTime={isoTime(at)}>{adminTime(at)}</time>;

/**
 * The Overview's first card: what waits for a person — drafts whose writer asked for a review, drafts nobody published, scheduled changes, clients' change
 * requests, translations whose English changed, and (for an owner) webhooks that fail. Each item links to its editor.
 */
export async function NeedsYou({
  items,
  load,
  owner,
}: {
  items: AttentionItems;
  load: LoadCollection;
  owner: boolean;
}) {
  const named = <T extends { collection: string; id: string }>(rows: T[], draft?: (row: T) => string) =>
    Promise.all(rows.map(async (row) => ({ row, named: await nameOf(row.collection, row.id, load, draft?.(row)) })));
  const [reviews, drafts, scheduled, requests, stale] = await Promise.all([
    named(items.reviews.items, (row) => row.data),
    named(items.drafts.items, (row) => row.data),
    named(items.scheduled.items),
    named(items.changeRequests.items),
    named(items.staleTranslations.items),
  ]);
  const webhooks = owner ? items.failingWebhooks : [];
  const nothing =
    items.reviews.total +
      items.drafts.total +
      items.scheduled.total +
      items.changeRequests.total +
      items.staleTranslations.total ===
      0 && webhooks.length === 0;
  return (
    <section
      aria-labelledby="overview-needs"
      className="rounded-2xl border border-amber-200 bg-white lg:col-span-2 dark:border-amber-900/60 dark:bg-slate-900"
    >
      <h3
        id="overview-needs"
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold dark:border-slate-800"
      >
        {copy.heading}
      </h3>
      {nothing ? (
        <p className={`${muted} px-5 py-6`}>{copy.nothing}</p>
      ) : (
        <div className="grid gap-6 px-5 py-4 md:grid-cols-2 xl:grid-cols-3">
          {items.reviews.total > 0 && (
            <Group id="needs-reviews" heading={copy.reviews} total={items.reviews.total} shown={reviews.length}>
              {reviews.map(
                ({ row, named }) =>
                  named && (
                    <ItemLine key={`${row.collection}:${row.id}`} named={named}>
                      {fill(copy.reviewAsked, { by: row.by })} · <When at={row.at} />
                      {row.note && <span className="mt-0.5 block break-words italic">“{row.note}”</span>}
                    </ItemLine>
                  ),
              )}
            </Group>
          )}
          {items.drafts.total > 0 && (
            <Group id="needs-drafts" heading={copy.drafts} total={items.drafts.total} shown={drafts.length}>
              {drafts.map(
                ({ row, named }) =>
                  named && (
                    <ItemLine key={`${row.collection}:${row.id}`} named={named}>
                      {row.neverPublished && <>{copy.neverPublished} · </>}
                      {row.by} · <When at={row.at} />
                    </ItemLine>
                  ),
              )}
            </Group>
          )}
          {items.scheduled.total > 0 && (
            <Group id="needs-scheduled" heading={copy.scheduled} total={items.scheduled.total} shown={scheduled.length}>
              {scheduled.map(
                ({ row, named }) =>
                  named && (
                    <ItemLine key={`${row.collection}:${row.id}:${row.action}`} named={named}>
                      {row.action === 'publish' ? copy.publishes : copy.unpublishes} <When at={row.at} /> · {row.by}
                    </ItemLine>
                  ),
              )}
            </Group>
          )}
          {items.changeRequests.total > 0 && (
            <Group
              id="needs-requests"
              heading={copy.changeRequests}
              total={items.changeRequests.total}
              shown={requests.length}
            >
              {requests.map(
                ({ row, named }) =>
                  named && (
                    <ItemLine key={`${row.collection}:${row.id}`} named={named}>
                      <span className="line-clamp-2 break-words">“{row.comment || copy.noComment}”</span>
                      <span className={muted}>
                        {row.path} · <When at={row.at} />
                      </span>
                    </ItemLine>
                  ),
              )}
            </Group>
          )}
          {items.staleTranslations.total > 0 && (
            <Group
              id="needs-translations"
              heading={copy.staleTranslations}
              total={items.staleTranslations.total}
              shown={stale.length}
              footer={
                <a href={adminPaths.translations} className={`${link} mt-2 inline-block text-sm`}>
                  {copy.allTranslations}
                </a>
              }
            >
              {stale.map(
                ({ row, named }) =>
                  named && (
                    <ItemLine key={`${row.collection}:${row.id}`} named={named}>
                      {row.texts === 1 ? copy.staleText : fill(copy.staleTexts, { count: row.texts })}
                    </ItemLine>
                  ),
              )}
            </Group>
          )}
          {webhooks.length > 0 && (
            <Group
              id="needs-webhooks"
              heading={copy.failingWebhooks}
              total={webhooks.length}
              shown={webhooks.length}
              footer={
                <a href={adminPaths.webhooks} className={`${link} mt-2 inline-block text-sm`}>
                  {copy.allWebhooks}
                </a>
              }
            >
              {webhooks.map((webhook) => (
                <li key={webhook.url} className="py-2">
                  <span className="font-mono text-sm break-all">{webhook.url}</span>
                  <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-200">
                    {fill(copy.webhookLine, { dead: webhook.dead, retrying: webhook.retrying })}
                  </span>
                </li>
              ))}
            </Group>
          )}
        </div>
      )}
    </section>
  );
}
