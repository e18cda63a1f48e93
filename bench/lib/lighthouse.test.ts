import { describe, expect, it } from 'vitest';
import { medianOf } from './lighthouse';

describe('the median of a route’s runs', () => {
  it('is the middle value of each figure, whichever run it came from', () => {
    expect(medianOf([0, 52, 18])).toBe(18);
    expect(medianOf([100, 99, 100])).toBe(100);
    expect(medianOf([2102, 1808])).toBe(1955);
    expect(medianOf([7])).toBe(7);
  });
});
