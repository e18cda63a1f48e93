import { describe, expect, it } from 'vitest';
import type { CollectionName } from '@/content';
import { describeTargets, parseTarget, type LoadCollection } from './targets';

const stored: Partial<Record<CollectionName, Record<string, unknown>>> = {
  services: { web: { title: { en: 'Web Development' } } },
  textTestimonials: { '3': { name: 'Dana Reyes' } },
};

function loader() {
  const reads: string[] = [];
  const load: LoadCollection = async (collection) => {
    reads.push(collection);
    return new Map(Object.entries(stored[collection] ?? {}).map(([id, data]) => [id, { data }]));
  };
  return { load, reads };
}

describe('describeTargets', () => {
  it('names an item that still exists by its title, kind and editor', async () => {
    const { load } = loader();
    const described = await describeTargets(['services:web', 'textTestimonials:3'], load);
    expect(described.get('services:web')).toEqual({
      kind: 'Service',
      title: 'Web Development',
      href: '/admin/services/web',
    });
    expect(described.get('textTestimonials:3')).toMatchObject({
      title: 'Dana Reyes',
      href: '/admin/testimonials/text-3',
    });
  });

  it('leaves out items since deleted, leads, people and targets of no collection', async () => {
    const { load } = loader();
    const described = await describeTargets(['services:gone', 'lead:abc', 'user:u1', 'trash', 'nope:1'], load);
    expect(described.size).toBe(0);
  });

  it('reads each collection once, however many entries name it', async () => {
    const { load, reads } = loader();
    await describeTargets(['services:web', 'services:web', 'services:gone', 'textTestimonials:3'], load);
    expect(reads.sort()).toEqual(['services', 'textTestimonials']);
  });
});

describe('parseTarget', () => {
  it('splits at the first colon and keeps ids that contain one', () => {
    expect(parseTarget('seo:blog:my-post')).toMatchObject({ id: 'blog:my-post' });
    expect(parseTarget(':web')).toBeUndefined();
    expect(parseTarget('services:')).toBeUndefined();
  });
});
