import { describe, expect, it } from 'vitest';
import { changedLeaves } from './history';

describe('changedLeaves', () => {
  it('lists every text, number and list item that differs, by its path, in the newer version’s order', () => {
    const before = {
      id: 1,
      title: { en: 'Old', es: 'Viejo' },
      tags: ['a', 'b'],
      year: 2024,
      link: 'https://x.example',
    };
    const after = { id: 1, title: { en: 'New', es: 'Viejo', de: 'Neu' }, tags: ['a'], year: 2025 };
    expect(changedLeaves(before, after)).toEqual([
      { path: 'title.en', before: 'Old', after: 'New' },
      { path: 'title.de', before: undefined, after: 'Neu' },
      { path: 'year', before: '2024', after: '2025' },
      { path: 'tags.1', before: 'b', after: undefined },
      { path: 'link', before: 'https://x.example', after: undefined },
    ]);
  });

  it('finds nothing between equal versions', () => {
    const doc = { title: { en: 'Same' }, process: [{ title: { en: 'Plan' } }] };
    expect(changedLeaves(doc, structuredClone(doc))).toEqual([]);
  });
});
