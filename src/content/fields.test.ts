import { describe, expect, it } from 'vitest';
import { imagePath, localized, pick, safeUrl } from './fields';
import { projectSchema } from './project';

describe('content fields', () => {
  it.each(['https://example.com/a', '/contact-us', '/images/x.webp'])('accepts the URL %s', (url) => {
    expect(safeUrl.safeParse(url).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example',
    'http://example.com',
    'vbscript:msgbox',
    'example.com',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    'https://example.com/a\u0000b',
    '/images/x.webp\u007f',
  ])('rejects the URL %j', (url) => {
    expect(safeUrl.safeParse(url).success).toBe(false);
  });

  it('requires English in a localized text and rejects unknown languages', () => {
    const text = localized(20);
    expect(text.safeParse({ en: 'Hello', de: 'Hallo' }).success).toBe(true);
    expect(text.safeParse({ es: 'Hola' }).success).toBe(false);
    expect(text.safeParse({ en: 'Hello', fr: 'Bonjour' }).success).toBe(false);
    expect(text.safeParse({ en: 'x'.repeat(21) }).success).toBe(false);
  });

  it('falls back to English when a translation is missing', () => {
    expect(pick({ en: 'Hello', de: 'Hallo' }, 'de')).toBe('Hallo');
    expect(pick({ en: 'Hello', de: 'Hallo' }, 'ar')).toBe('Hello');
  });

  it('accepts only site image paths as image paths', () => {
    expect(imagePath.safeParse('/images/projects/p1.webp').success).toBe(true);
    expect(imagePath.safeParse('/images/../secret.webp').success).toBe(false);
    expect(imagePath.safeParse('https://cdn.example.com/x.webp').success).toBe(false);
  });

  it('rejects unknown keys in a document', () => {
    const project = {
      id: 1,
      title: { en: 'T' },
      shortDescription: { en: 'S' },
      longDescription: { en: 'L' },
      image: '/images/projects/p1.webp',
      categories: ['web-development'],
      technologies: ['React'],
      features: [],
      client: 'C',
      industry: { en: 'I' },
      services: [{ en: 'Web' }],
      duration: { en: '3 months' },
      completedDate: '2024-05',
      gallery: [],
      awardWinning: false,
    };
    expect(projectSchema.safeParse(project).success).toBe(true);
    expect(projectSchema.safeParse({ ...project, price: 1 }).success).toBe(false);
    expect(projectSchema.safeParse({ ...project, categories: ['blockchain'] }).success).toBe(false);
  });
});
