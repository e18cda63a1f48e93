import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMax, progressPercent } from './progress';

describe('progress bars', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses 100 as the maximum by default', () => {
    expect(progressMax()).toBe(100);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, '90', null])(
    'replaces the invalid maximum %s with 100 and reports it',
    (max) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(progressMax(max)).toBe(100);
      expect(error).toHaveBeenCalledOnce();
    },
  );

  it('fills by value over maximum, clamped', () => {
    expect(progressPercent(95, 100)).toBe(95);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(-3, 100)).toBe(0);
    expect(progressPercent(5, 10)).toBe(50);
  });
});
