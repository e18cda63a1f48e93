import { describe, expect, it } from 'vitest';
import { cardImage, filterByText, splitChips } from './cards';

describe('splitChips', () => {
  it('shows three technologies and counts the rest', () => {
    expect(splitChips(['React', 'Node', 'AWS', 'Stripe', 'Figma'])).toEqual({
      shown: ['React', 'Node', 'AWS'],
      more: 2,
    });
  });
  it('shows no +N when there are three or fewer', () => {
    expect(splitChips(['React', 'Node'])).toEqual({ shown: ['React', 'Node'], more: 0 });
    expect(splitChips(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(splitChips([])).toEqual({ shown: [], more: 0 });
  });
});

describe('cardImage', () => {
  it('prefers the image', () => {
    expect(cardImage({ image: '/images/projects/p1.webp', youtubeId: 'dQw4w9WgXcQ' })).toEqual({
      kind: 'image',
      src: '/images/projects/p1.webp',
    });
  });
  it('falls back to the medium-quality video thumbnail, or the maximum one when asked', () => {
    expect(cardImage({ youtubeId: 'dQw4w9WgXcQ' })).toEqual({
      kind: 'video-thumbnail',
      src: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
    });
    expect(cardImage({ youtubeId: 'dQw4w9WgXcQ' }, 'maxresdefault').kind).toBe('video-thumbnail');
  });
  it('falls back to a blank placeholder without either', () => {
    expect(cardImage({})).toEqual({ kind: 'placeholder' });
  });
});

describe('filterByText', () => {
  const services = [
    { title: 'Web Development', description: 'Fast sites' },
    { title: 'Mobile Apps', description: 'iOS and Android' },
  ];
  it('matches the title or the description, ignoring case', () => {
    expect(filterByText(services, 'WEB')).toEqual([services[0]]);
    expect(filterByText(services, 'android')).toEqual([services[1]]);
    expect(filterByText(services, 'blockchain')).toEqual([]);
  });
  it('keeps everything for an empty query', () => {
    expect(filterByText(services, '  ')).toEqual(services);
  });
});
