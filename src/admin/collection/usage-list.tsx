import 'server-only';
import { usagesOf } from '@/server/content/references';
import collectionsCopy from '@messages/admin/collections.json';
import { itemPathOf, type CollectionDefinition } from './definition';
import type { Collections } from './section-props';

const c = collectionsCopy.usages;

/**
 * Where an item is used (a shared block's pages): each item that names it, linked to its editor. The same list refuses
 * the item's deletion while it is not empty (src/server/content/trash-item.ts).
 */
export async function UsageList({
  definition,
  id,
  collections,
}: {
  definition: CollectionDefinition;
  id: string;
  collections: Pick<Collections, 'all'>;
}) {
  const usages = await usagesOf(definition, id);
  const editorOf = (collection: string) => collections.all.find((other) => other.collection === collection);
  return (
    <section
      aria-labelledby="usages-heading"
      className="mb-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id="usages-heading" className="font-semibold">
        {c.heading}
      </h3>
      {usages.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{c.none}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{c.intro}</p>
          <ul className="mt-2 list-disc ps-5 text-sm">
            {usages.map((usage) => {
              const editor = editorOf(usage.collection);
              return (
                <li key={`${usage.collection}:${usage.id}:${usage.label}`}>
                  {usage.label}:{' '}
                  {editor ? (
                    <a
                      href={itemPathOf(editor, usage.id)}
                      className="font-medium text-ember-700 underline dark:text-ember-500"
                    >
                      {usage.title}
                    </a>
                  ) : (
                    usage.title
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
