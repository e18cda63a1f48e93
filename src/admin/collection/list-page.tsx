import { redirect } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import type { CollectionName, DocumentOf } from '@/content';
import { getDb } from '@/server/db';
import { readCollection, type StoredDocument } from '@/server/queries/documents';
import { draftStates, unpublishedDrafts, type DraftState } from '@/server/queries/drafts';
import { collectionSchedules, type ItemSchedules } from '@/server/queries/schedules';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from '../fill';
import type { CollectionDefinition, FilterSpec } from './definition';
import type { Option } from './form-fields';
import { applyListState, canonicalListHref, listHref, readListState, type ListState } from './list-query';

type Query = Record<string, string | string[] | undefined>;

const selectClass =
  'mt-1.5 h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950';

/** One page of a collection's list, as its URL asks: the items shown, how many match, and how to link elsewhere. */
export interface ListPage<C extends CollectionName> {
  state: ListState;
  shown: StoredDocument<C>[];
  total: number;
  page: number;
  pages: number;
  /** A search or a filter narrows the list (an empty list then says "Nothing matches"). */
  searching: boolean;
  /** Each filter with the options some item has (a category nobody uses is not offered). */
  filters: (FilterSpec<DocumentOf<C>> & { inUse: readonly Option[] })[];
  /** The items that have a draft, by id (a list marks them Changed). */
  drafts: ReadonlyMap<string, DraftState>;
  /** The new items whose draft was never published (listed as version 0). */
  unpublished: ReadonlySet<string>;
  /** The items with a scheduled publish or unpublish, by id. */
  schedules: ReadonlyMap<string, ItemSchedules>;
  href: (changes: Partial<Record<string, string | number | undefined>>) => string;
}

/**
 * Reads a collection's list from its URL (search over titles, sort, the definition's filters, the page; see
 * list-query.ts). `only` narrows the items first (the spec's tabs), `keep` holds the URL parameters that say so. A
 * request whose URL is not the list's short form is redirected to it.
 */
export async function loadListPage<C extends CollectionName>(
  definition: CollectionDefinition<C>,
  query: Query,
  {
    base,
    keep = {},
    only = () => true,
  }: { base: string; keep?: Readonly<Record<string, string>>; only?: (doc: DocumentOf<C>) => boolean },
): Promise<ListPage<C>> {
  const filters = definition.filters ?? [];
  const state = readListState(query, definition.sorts, filters);
  const canonical = canonicalListHref(base, query, state, keep);
  if (canonical) redirect(canonical);
  // New items kept as drafts, never published, are listed with the others (as version 0), to be opened and finished.
  const unpublished: StoredDocument<C>[] = definition.fixed
    ? []
    : (await unpublishedDrafts(getDb(), definition.collection)).map(({ data, updatedAt, updatedBy }) => ({
        data,
        version: 0,
        updatedAt,
        updatedBy,
      }));
  const items = [...(await readCollection(getDb(), definition.collection)).values(), ...unpublished].filter((item) =>
    only(item.data as DocumentOf<C>),
  ) as StoredDocument<C>[];
  const { shown, total, pages, page } = applyListState(items, state, {
    sorts: definition.sorts.map((sort) => ({
      ...sort,
      compare: (a: StoredDocument<C>, b: StoredDocument<C>) => sort.compare(a.data, b.data),
    })),
    filters: filters.map((filter) => ({
      ...filter,
      valuesOf: (item: StoredDocument<C>) => filter.valuesOf(item.data),
    })),
    searchOf: (item) => [
      definition.titleOf(item.data),
      definition.subtitleOf?.(item.data),
      item.data[definition.titleField as keyof DocumentOf<C>],
    ],
  });
  return {
    state,
    shown,
    drafts: await draftStates(getDb(), definition.collection),
    unpublished: new Set(unpublished.map((item) => String(item.data.id))),
    schedules: await collectionSchedules(getDb(), definition.collection),
    total,
    page,
    pages,
    searching: Boolean(state.search) || Object.keys(state.filters).length > 0,
    filters: filters.map((filter) => ({
      ...filter,
      inUse: filter.options.filter(
        (option) =>
          state.filters[filter.id] === option.value ||
          items.some((item) => filter.valuesOf(item.data).includes(option.value)),
      ),
    })),
    href: (changes) => listHref(base, state, changes, keep),
  };
}

/**
 * The list's search, filters and sort: a GET form, so it works before the scripts load and its result is a URL to
 * bookmark. `labels` renames a filter (spec 001's "Filter by category" with "All Categories").
 */
export function ListControls<C extends CollectionName>({
  definition,
  list,
  base,
  idPrefix,
  keep = {},
  labels = {},
  showFilters = true,
  submitLabel = collectionsCopy.apply,
}: {
  definition: CollectionDefinition<C>;
  list: ListPage<C>;
  base: string;
  idPrefix: string;
  keep?: Readonly<Record<string, string>>;
  labels?: Readonly<Record<string, { label: string; all: string }>>;
  showFilters?: boolean;
  submitLabel?: string;
}) {
  const c = collectionsCopy;
  return (
    <form method="get" action={base} role="search" className="flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="max-w-full">
        <label htmlFor={`${idPrefix}-q`} className="block text-sm font-medium">
          {c.search}
        </label>
        <input
          id={`${idPrefix}-q`}
          type="search"
          name="q"
          defaultValue={list.state.search}
          maxLength={100}
          className="mt-1.5 h-9 w-64 max-w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
      </div>
      {showFilters &&
        list.filters.map((filter) => (
          <div key={filter.id}>
            <label htmlFor={`${idPrefix}-${filter.id}`} className="block text-sm font-medium">
              {labels[filter.id]?.label ?? filter.label}
            </label>
            <select
              id={`${idPrefix}-${filter.id}`}
              name={filter.id}
              defaultValue={list.state.filters[filter.id] ?? ''}
              className={selectClass}
            >
              <option value="">{labels[filter.id]?.all ?? c.all}</option>
              {filter.inUse.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      {definition.sorts.length > 1 && (
        <div>
          <label htmlFor={`${idPrefix}-sort`} className="block text-sm font-medium">
            {c.sort}
          </label>
          <select id={`${idPrefix}-sort`} name="sort" defaultValue={list.state.sort} className={selectClass}>
            {definition.sorts.map((sort) => (
              <option key={sort.id} value={sort.id}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {submitLabel}
      </button>
      {(list.searching || list.state.sort !== list.state.defaultSort) && (
        <a href={list.href(cleared(list))} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {c.clear}
        </a>
      )}
    </form>
  );
}

/** The changes that clear a list's search, filters, sort and page (a tab it is on stays). */
const cleared = <C extends CollectionName>(list: ListPage<C>) => ({
  q: undefined,
  sort: undefined,
  page: undefined,
  ...Object.fromEntries(list.filters.map((filter) => [filter.id, undefined])),
});

/** Previous / Page n of m / Next, when the list has more than one page. */
export function Pager<C extends CollectionName>({ list }: { list: ListPage<C> }) {
  const c = collectionsCopy;
  const { page, pages } = list;
  if (pages <= 1) return null;
  return (
    <nav aria-label={c.pagination} className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <a href={list.href({ page: page - 1 })} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {c.previous}
        </a>
      ) : (
        <span />
      )}
      <span>{fill(c.page, { page, pages })}</span>
      {page < pages ? (
        <a href={list.href({ page: page + 1 })} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {c.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
