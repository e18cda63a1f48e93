import { describe, expect, it } from 'vitest';
import { inCategory, parseCategoryTab } from './category-tabs';

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
