import { describe, expect, it } from 'vitest';
import type { CategoryId } from '@/content/categories';
import { inCategory, parseCategoryTab, relatedProjects } from './categories';

describe('inCategory', () => {
  it('shows everything under all', () => {
    expect(inCategory(['web3'], 'all')).toBe(true);
  });
  it('shows a combined project under each of its parts', () => {
    expect(inCategory(['mobile-app', 'ai-automation'], 'mobile-app')).toBe(true);
    expect(inCategory(['mobile-app', 'ai-automation'], 'ai-automation')).toBe(true);
    expect(inCategory(['mobile-app', 'ai-automation'], 'web3')).toBe(false);
  });
});

describe('parseCategoryTab', () => {
  it('selects a known category', () => {
    expect(parseCategoryTab('web3')).toBe('web3');
    expect(parseCategoryTab(['crm-erp', 'web3'])).toBe('crm-erp');
  });
  it('falls back to all for a missing or unknown value', () => {
    expect(parseCategoryTab(undefined)).toBe('all');
    expect(parseCategoryTab('all')).toBe('all');
    expect(parseCategoryTab('WEB3')).toBe('all');
    expect(parseCategoryTab('toString')).toBe('all');
    expect(parseCategoryTab([])).toBe('all');
  });
});

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
