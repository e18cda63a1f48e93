import { describe, expect, it } from 'vitest';
import { inCategory } from './categories';

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
