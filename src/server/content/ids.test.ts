import { describe, expect, it } from 'vitest';
import { slugProblem, uniqueSlug } from './ids';
import { slugify } from '@/lib/slugify';

describe('addresses of new items', () => {
  it('are made from the title: lowercase, accents dropped, words joined by single hyphens', () => {
    expect(slugify('Café & Co. — Launch 2025!')).toBe('cafe-co-launch-2025');
    expect(slugify('  Größe über Alles  ')).toBe('grosse-uber-alles');
    expect(slugify('تطبيق جديد')).toBe('');
  });

  it('keep whole words within 80 characters', () => {
    const slug = slugify('word '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((part) => part === 'word')).toBe(true);
  });

  it('are refused with a reason when malformed, too long or reserved', () => {
    expect(slugProblem('')).toMatch(/Enter an address/);
    expect(slugProblem('Has Spaces')).toMatch(/lowercase letters/);
    expect(slugProblem('double--hyphen')).toMatch(/single hyphens/);
    expect(slugProblem('a'.repeat(81))).toMatch(/At most 80/);
    expect(slugProblem('new')).toMatch(/reserved/);
    expect(slugProblem('page-gone')).toMatch(/reserved/);
    expect(slugProblem('my-new-project')).toBeUndefined();
  });

  it('get -2, -3… when taken', async () => {
    const taken = new Set(['launch', 'launch-2']);
    expect(await uniqueSlug('launch', async (s) => taken.has(s))).toBe('launch-3');
    expect(await uniqueSlug('fresh', async (s) => taken.has(s))).toBe('fresh');
  });
});
