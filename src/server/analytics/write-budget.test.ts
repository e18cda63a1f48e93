import { describe, expect, it } from 'vitest';
import { createWriteBudget } from './write-budget';

describe('createWriteBudget', () => {
  it('gives each client its share of a window, then refuses until the next window', () => {
    const budget = createWriteBudget({ perClient: 2, overall: 100, windowMs: 1000 });
    expect([budget.take('a', 0), budget.take('a', 10), budget.take('a', 20)]).toEqual([true, true, false]);
    expect(budget.take('b', 30)).toBe(true);
    expect(budget.take('a', 1000)).toBe(true);
  });

  it('caps the whole process however many addresses take part', () => {
    const budget = createWriteBudget({ perClient: 5, overall: 3, windowMs: 1000 });
    const taken = Array.from({ length: 50 }, (_, i) => budget.take(`client-${i}`, 5)).filter(Boolean);
    expect(taken).toHaveLength(3);
  });

  it('keeps the overall cap when it forgets clients to bound its memory', () => {
    const budget = createWriteBudget({ perClient: 1, overall: 10, windowMs: 1000, maxClients: 4 });
    const taken = Array.from({ length: 100 }, (_, i) => budget.take(`client-${i % 6}`, 5)).filter(Boolean);
    expect(taken).toHaveLength(10);
  });

  it('counts every address of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address (F4)', () => {
    const budget = createWriteBudget({ perClient: 2, overall: 100, windowMs: 1000 });
    expect([
      budget.take('2001:db8:5:6::1', 0),
      budget.take('2001:db8:5:6::2', 1),
      budget.take('2001:db8:5:6:a::3', 2),
    ]).toEqual([true, true, false]);
    expect(budget.take('2001:db8:5:7::1', 3)).toBe(true);
    expect([
      budget.take('198.51.100.1', 4),
      budget.take('::ffff:198.51.100.1', 5),
      budget.take('198.51.100.1', 6),
    ]).toEqual([true, true, false]);
  });
});
