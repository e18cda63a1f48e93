import { describe, expect, it } from 'vitest';
import { applyListState, canonicalListHref, listHref, PAGE_SIZE, readListState } from './list-query';

interface Item {
  title: string;
  tags: string[];
  n: number;
}
const sorts = [
  { id: 'n', label: 'Number', compare: (a: Item, b: Item) => a.n - b.n },
  { id: 'title', label: 'Title', compare: (a: Item, b: Item) => a.title.localeCompare(b.title) },
];
const filters = [
  { id: 'tag', label: 'Tag', options: [{ value: 'red', label: 'Red' }], valuesOf: (item: Item) => item.tags },
];
const items: Item[] = Array.from({ length: 60 }, (_, n) => ({
  title: n % 2 ? `Odd launch ${n}` : `Even story ${n}`,
  tags: n % 3 === 0 ? ['red'] : [],
  n,
}));
const options = { sorts, filters, searchOf: (item: Item) => item.title };

describe('content lists read their state from the URL', () => {
  it('ignores what is malformed: an unknown sort, filter value or page', () => {
    expect(readListState({ sort: 'nope', tag: 'blue', page: '-3', q: '  x ' }, sorts, filters)).toEqual({
      search: 'x',
      sort: 'n',
      defaultSort: 'n',
      filters: {},
      page: 1,
    });
  });

  it('searches every word, filters, sorts and pages by 25', () => {
    const state = readListState({ q: 'odd LAUNCH', tag: 'red', sort: 'title' }, sorts, filters);
    const { shown, total } = applyListState(items, state, options);
    expect(total).toBe(10);
    expect(shown.every((item) => item.title.startsWith('Odd') && item.tags.includes('red'))).toBe(true);
    expect(shown.map((item) => item.title)).toEqual([...shown.map((item) => item.title)].sort());

    const paged = applyListState(items, readListState({ page: '3' }, sorts, filters), options);
    expect(paged).toMatchObject({ total: 60, pages: 3, page: 3 });
    expect(paged.shown).toHaveLength(60 - 2 * PAGE_SIZE);
    expect(applyListState(items, readListState({ page: '9' }, sorts, filters), options).page).toBe(3);
  });

  it('writes links that keep the state and change one thing', () => {
    const state = readListState({ q: 'odd', tag: 'red', sort: 'title', page: '2' }, sorts, filters);
    expect(listHref('/admin/blog', state, { page: 3 })).toBe('/admin/blog?q=odd&sort=title&tag=red&page=3');
    expect(listHref('/admin/blog', state, { page: undefined, q: undefined })).toBe('/admin/blog?sort=title&tag=red');
  });

  it('leaves the default sort and empty fields out, keeps a tab first, and asks for the short URL of a GET form', () => {
    const query = { q: '', tag: 'red', sort: 'n' };
    const state = readListState(query, sorts, filters);
    expect(listHref('/admin/x', state, {})).toBe('/admin/x?tag=red');
    expect(listHref('/admin/x', state, { page: 2 }, { tab: 'web3' })).toBe('/admin/x?tab=web3&tag=red&page=2');
    expect(canonicalListHref('/admin/x', query, state)).toBe('/admin/x?tag=red');
    expect(canonicalListHref('/admin/x', { tag: 'red' }, state)).toBeUndefined();
    expect(canonicalListHref('/admin/x', {}, readListState({}, sorts, filters))).toBeUndefined();
    const kept = readListState({ tab: 'web3', q: 'odd' }, sorts, filters);
    expect(canonicalListHref('/admin/x', { tab: 'web3', q: 'odd' }, kept, { tab: 'web3' })).toBeUndefined();
    expect(canonicalListHref('/admin/x', { q: 'odd', tab: 'web3' }, kept, { tab: 'web3' })).toBe(
      '/admin/x?tab=web3&q=odd',
    );
  });
});
