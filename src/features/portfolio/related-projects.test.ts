import { describe, expect, it } from 'vitest';
import type { CategoryId } from '@/content/categories';
import { relatedProjects } from './related-projects';

describe('relatedProjects', () => {
  const project = (id: number, ...categories: CategoryId[]) => ({ id, categories });
  const all = [
    project(1, 'web3'),
    project(2, 'web3', 'ai-automation'),
    project(3, 'ai-automation'),
    project(4, 'web-development'),
    project(5, 'ai-automation'),
    project(6, 'ai-automation'),
  ];

  it('gives other projects sharing a category, never the project itself', () => {
    expect(relatedProjects(all[0]!, all).map((p) => p.id)).toEqual([2]);
  });
  it('gives at most three', () => {
    expect(relatedProjects(all[1]!, all).map((p) => p.id)).toEqual([1, 3, 5]);
  });
  it('gives none when no other project shares a category', () => {
    expect(relatedProjects(all[3]!, all)).toEqual([]);
  });
});
