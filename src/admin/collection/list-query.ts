import type { FilterSpec, SortSpec } from './definition';

export const PAGE_SIZE = 25;

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What a list shows, read from its URL: a malformed value is simply ignored (the URL is bookmarkable). */
export interface ListState {
  search: string;
  sort: string;
  /** The first sort, left out of the URL (`?category=web3`, not `?sort=order&category=web3`). */
  defaultSort: string;
  filters: Record<string, string>;
  page: number;
}

export function readListState<D>(
  query: Query,
  sorts: readonly SortSpec<D>[],
  filters: readonly FilterSpec<D>[] = [],
): ListState {
  const search = (first(query.q) ?? '').trim().slice(0, 100);
  const sortId = first(query.sort);
  const defaultSort = sorts[0]?.id ?? '';
  const sort = sorts.find((s) => s.id === sortId)?.id ?? defaultSort;
  const chosen: Record<string, string> = {};
  for (const filter of filters) {
    const value = first(query[filter.id]);
    if (value && filter.options.some((option) => option.value === value)) chosen[filter.id] = value;
  }
  const page = Number(first(query.page));
  return { search, sort, defaultSort, filters: chosen, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** Every text of a localized title or a plain one, lowercased, for the search. */
function searchable(value: unknown): string {
  if (typeof value === 'string') return value.toLowerCase();
  if (value && typeof value === 'object') return Object.values(value).map(searchable).join(' ');
  return '';
}

/** The items of one page of the list, and how many match in all. */
export function applyListState<D>(
  items: readonly D[],
  state: ListState,
  {
    sorts,
    filters = [],
    searchOf,
  }: { sorts: readonly SortSpec<D>[]; filters?: readonly FilterSpec<D>[]; searchOf: (item: D) => unknown },
): { shown: D[]; total: number; pages: number; page: number } {
  const words = state.search.toLowerCase().split(/\s+/).filter(Boolean);
  const compare = sorts.find((s) => s.id === state.sort)?.compare;
  const matching = items
    .filter((item) => {
      const text = searchable(searchOf(item));
      return words.every((word) => text.includes(word));
    })
    .filter((item) =>
      filters.every((filter) => {
        const wanted = state.filters[filter.id];
        return !wanted || filter.valuesOf(item).includes(wanted);
      }),
    );
  if (compare) matching.sort(compare);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(state.page, pages);
  return { shown: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: matching.length, pages, page };
}

/**
 * The list's URL with `changes` applied (a value of undefined removes the parameter). `keep` holds parameters of the
 * page the list is on (a tab), written first. Empty values and the default sort are left out.
 */
export function listHref(
  base: string,
  state: ListState,
  changes: Partial<Record<string, string | number | undefined>>,
  keep: Readonly<Record<string, string>> = {},
) {
  const params = new URLSearchParams();
  const merged: Record<string, string | number | undefined> = {
    ...keep,
    q: state.search || undefined,
    sort: state.sort === state.defaultSort ? undefined : state.sort,
    ...state.filters,
    page: state.page > 1 ? state.page : undefined,
    ...changes,
  };
  for (const [key, value] of Object.entries(merged))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * The list's own URL when the request's differs from it, else nothing. A GET form sends every field, empty ones too
 * (`?q=&category=web3&sort=order`): the list answers with a redirect to the short form, so the address an admin
 * bookmarks or shares names only what was chosen.
 */
export function canonicalListHref(
  base: string,
  query: Query,
  state: ListState,
  keep: Readonly<Record<string, string>> = {},
): string | undefined {
  const wanted = listHref(base, state, {}, keep);
  const current = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [value].flat().map((v) => [key, v]))),
  ).toString();
  return wanted === (current ? `${base}?${current}` : base) ? undefined : wanted;
}
