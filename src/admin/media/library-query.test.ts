import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/server/media/library';
import { filterMedia, missingAlt, parseMediaFilter } from './library-query';

const item = (id: string, over: Partial<MediaItem>): MediaItem =>
  ({ id, name: id, fileName: `${id}.jpg`, format: 'jpeg', alt: {}, ...over }) as MediaItem;

const items = [
  item('a1', { fileName: 'Team offsite.JPG', alt: { en: 'Our team in Lisbon' } }),
  item('b2', { format: 'png', fileName: 'dashboard.png', alt: { es: 'Panel de control' } }),
  item('c3', { format: 'gif', fileName: 'loader.gif' }),
];
const usage = new Map([['a1', 2]]);

describe('the media library filters', () => {
  it('reads the URL, ignoring what is malformed', () => {
    expect(parseMediaFilter({ q: ' team ', type: 'png', usage: 'unused' })).toEqual({
      q: 'team',
      type: 'png',
      usage: 'unused',
    });
    expect(parseMediaFilter({ type: 'svg', usage: ['nope'], q: ['x', 'y'] })).toEqual({ q: 'x' });
  });

  it('searches file names and alt texts in every language, every word', () => {
    const ids = (q: string) => filterMedia(items, usage, { q }).map((i) => i.id);
    expect(ids('lisbon team')).toEqual(['a1']);
    expect(ids('CONTROL')).toEqual(['b2']);
    expect(ids('team control')).toEqual([]);
    expect(ids('')).toEqual(['a1', 'b2', 'c3']);
  });

  it('filters by type and by use', () => {
    expect(filterMedia(items, usage, { q: '', type: 'gif' }).map((i) => i.id)).toEqual(['c3']);
    expect(filterMedia(items, usage, { q: '', usage: 'used' }).map((i) => i.id)).toEqual(['a1']);
    expect(filterMedia(items, usage, { q: '', usage: 'unused' }).map((i) => i.id)).toEqual(['b2', 'c3']);
  });

  it('names the languages an alt text is missing in', () => {
    expect(missingAlt(items[0]!)).toEqual(['es', 'de', 'ar']);
    expect(missingAlt({ alt: { en: 'a', es: 'b', de: 'c', ar: '  ' } })).toEqual(['ar']);
  });
});
