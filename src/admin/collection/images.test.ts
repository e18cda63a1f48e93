import { describe, expect, it } from 'vitest';
import type { FieldSpec } from './form-fields';
import type { MediaItem } from '@/server/media/library';
import { imageProblem, imageProblems } from './images';

describe('an image address', () => {
  it('of the site must name a file that is there, inside the public folder', () => {
    expect(imageProblem('/images/og/default.png')).toBeUndefined();
    expect(imageProblem('/images/projects/no-such-cover.webp')).toContain(
      'There is no image at /images/projects/no-such-cover.webp',
    );
    expect(imageProblem('/images/../../package.json')).toContain('There is no image');
    expect(imageProblem('/images/%2e%2e/%2e%2e/package.json')).toContain('There is no image');
  });

  it('elsewhere must be on a host the pages may load images from, unless other sites read it (a sharing image)', () => {
    expect(imageProblem('https://cdn.example.com/team.jpg')).toContain('Images from cdn.example.com can’t be shown');
    expect(imageProblem('https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg')).toBeUndefined();
    expect(imageProblem('https://cdn.example.com/share.png', { offSite: true })).toBeUndefined();
    expect(imageProblem('/images/none.png', { offSite: true })).toContain('There is no image');
  });
});

describe('the image fields of a form', () => {
  const fields: FieldSpec[] = [
    { name: 'image', kind: 'image', label: 'Image' },
    { name: 'gallery', kind: 'imageList', label: 'Gallery' },
    { name: 'title', kind: 'plain', label: 'Title' },
    {
      name: 'team',
      kind: 'groupList',
      label: 'Team',
      fields: [{ name: 'photo', kind: 'image', label: 'Photo' }],
    },
    {
      name: 'share',
      kind: 'group',
      label: 'Share',
      fields: [{ name: 'og', kind: 'image', label: 'OG', offSite: true }],
    },
  ];

  it('are each checked, the problems named by the paths the form shows errors at; empty ones are left to the schema', () => {
    const problems = imageProblems(fields, {
      image: '',
      gallery: ['/images/og/default.png', 'https://cdn.example.com/a.jpg'],
      title: '/images/not-an-image-field.png',
      team: [{ photo: '/images/og/default.png' }, { photo: '/images/people/nobody.webp' }],
      share: { og: 'https://cdn.example.com/og.png' },
    });
    expect(Object.keys(problems).sort()).toEqual(['gallery.1', 'team.1.photo']);
  });
});

describe('a media library image', () => {
  const id = '0123456789abcdef0123';
  const described = { id, fileName: 'team.jpg', alt: { en: 'Team', es: 'Equipo', de: 'Team', ar: 'الفريق' } };
  const media = (alt: MediaItem['alt']) => new Map([[id, { ...described, alt } as MediaItem]]);
  const path = `/media/${id}/team.webp`;

  it('must still be in the library', () => {
    expect(imageProblem(path, { media: new Map() })).toContain('is not in the media library any more');
    expect(imageProblem(path, { media: media(described.alt) })).toBeUndefined();
  });

  it('needs alt text in every language where the page describes it with the library’s words', () => {
    const partial = media({ en: 'Team', es: 'Equipo' });
    expect(imageProblem(path, { media: partial, needsAlt: true })).toBe(
      'team.jpg has no alt text in German, Arabic. Add it in Media (the image’s details), then save again; visitors who cannot see the image rely on it.',
    );
    expect(imageProblem(path, { media: partial })).toBeUndefined();
  });

  it('is checked by field: only decorative fields need no library alt', () => {
    const fields: FieldSpec[] = [
      { name: 'image', kind: 'image', label: 'Image' },
      { name: 'icon', kind: 'image', label: 'Icon', decorative: true },
      { name: 'gallery', kind: 'imageList', label: 'Gallery' },
    ];
    const bare = media({});
    const problems = imageProblems(
      fields,
      { image: path, icon: path, gallery: [path, '/images/og/default.png'] },
      bare,
    );
    expect(Object.keys(problems)).toEqual(['image', 'gallery.0']);
    expect(imageProblems(fields, { image: path, icon: path, gallery: [path] }, media(described.alt))).toEqual({});
  });
});
