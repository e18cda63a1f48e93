import { describe, expect, it } from 'vitest';
import { parsePlace, placeHref } from './place';

describe('testimonials editor places', () => {
  it('opens the text tab when the URL names no tab', () => {
    expect(parsePlace(undefined)).toEqual({ kind: 'text' });
  });

  it('reads a tab, and a tab with the open item, and writes them back the same way', () => {
    for (const segment of ['text', 'video', 'text-sarah-mitchell', 'video-brightforge-learning', 'text-x']) {
      const place = parsePlace(segment);
      expect(place, segment).toBeDefined();
      expect(placeHref(place!)).toBe(`/admin/testimonials/${segment}`);
    }
    expect(parsePlace('video-brightforge-learning')).toEqual({ kind: 'video', id: 'brightforge-learning' });
  });

  it('refuses anything that is not a tab or a slug after one', () => {
    for (const segment of ['', 'audio', 'text-', 'text--x', 'text-X', 'text:x', 'text-a/b', `text-${'a'.repeat(90)}`]) {
      expect(parsePlace(segment), segment).toBeUndefined();
    }
  });
});
