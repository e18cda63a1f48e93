import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/server/media/library';
import { PictureView } from '@/components/site/picture';
import { imagesIn, Picture } from './picture';

const id = 'a1b2c3d4e5f6a7b8c9d0';

function item(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    name: 'team-photo',
    fileName: 'team-photo.jpg',
    format: 'webp',
    width: 1600,
    height: 900,
    bytes: 1000,
    alt: { en: 'The team at work', es: 'El equipo trabajando' },
    caption: {},
    focal: { x: 0.25, y: 0.5 },
    status: 'ready',
    widths: [640, 1280],
    placeholder: null,
    error: null,
    source: null,
    createdAt: 0,
    createdBy: 'owner',
    updatedAt: 0,
    version: 1,
    revision: '',
    path: `/media/${id}/team-photo.webp`,
    ...overrides,
  };
}

describe('the images of a render', () => {
  it('draws a library image with its widths, focal point and alt text in the page language', () => {
    const images = imagesIn(new Map([[id, item()]]), 'es');
    const { image, alt } = images.resolve(`/media/${id}/team-photo.webp`, 'Words of the page');
    expect(alt).toBe('El equipo trabajando');
    expect(image.variants.map((variant) => variant.width)).toEqual([640, 1280]);
    expect(image.objectPosition).toBe('25% 50%');
    // A language the library has no words for falls back to English; a decorative image stays decorative.
    expect(imagesIn(new Map([[id, item()]]), 'de').resolve(`/media/${id}/team-photo.webp`, 'x').alt).toBe(
      'The team at work',
    );
    expect(images.resolve(`/media/${id}/team-photo.webp`, '').alt).toBe('');
  });

  it('draws a seed image from the library once its file was replaced there, and as itself before', () => {
    const seed = '/images/services/web.webp';
    const replaced = item({ source: seed, revision: '0123456789' });
    expect(imagesIn(new Map([[id, replaced]]), 'en').resolve(seed, '').image.src).toMatch(
      new RegExp(`^/media/${id}/team-photo-1280\\.0123456789\\.webp$`),
    );
    expect(imagesIn(new Map([[id, item({ source: seed })]]), 'en').resolve(seed, '').image.src).toBe(seed);
  });

  it('leaves an address the library does not hold as it is', () => {
    const images = imagesIn(new Map(), 'en');
    expect(images.resolve(`/media/${id}/team-photo.webp`, 'Gone').image.src).toBe(`/media/${id}/team-photo.webp`);
    expect(images.resolve('https://example.com/a.png', 'Elsewhere').alt).toBe('Elsewhere');
  });

  it('renders synchronously, so either renderer can draw it', () => {
    const html = renderToStaticMarkup(
      <Picture images={imagesIn(new Map([[id, item()]]), 'en')} src={item().path} alt="Team" sizes="100vw" />,
    );
    expect(html).toContain('alt="The team at work"');
    expect(html).toContain('type="image/avif"');
  });
});

describe('a picture', () => {
  const image = { src: '/images/x.webp', variants: [], width: 800, height: 500 };
  const imgClass = (imgClassName?: string) =>
    /<img[^>]* class="([^"]*)"/.exec(
      renderToStaticMarkup(<PictureView image={image} alt="" sizes="1px" imgClassName={imgClassName} />),
    )?.[1];

  it('fills its width at its own proportions unless the page sizes the image', () => {
    expect(imgClass()).toBe('h-auto w-full');
    expect(imgClass('aspect-[16/10] object-cover')).toBe('h-auto w-full aspect-[16/10] object-cover');
    expect(imgClass('h-full w-full object-cover')).toBe('h-full w-full object-cover');
    expect(imgClass('size-12 object-cover')).toBe('size-12 object-cover');
  });
});
