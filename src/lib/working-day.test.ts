import { describe, expect, it } from 'vitest';
import { formatDuration, oneWorkingDayAfter, workingHoursAfter } from './working-day';

const at = (iso: string) => Date.parse(iso);

describe('oneWorkingDayAfter', () => {
  it('is 24 hours later on a weekday', () => {
    expect(oneWorkingDayAfter(at('2026-11-24T09:30:00Z'))).toBe(at('2026-11-25T09:30:00Z'));
    expect(oneWorkingDayAfter(at('2026-11-26T23:59:00Z'))).toBe(at('2026-11-27T23:59:00Z'));
  });

  it('skips the weekend: Friday afternoon is due on Monday afternoon', () => {
    expect(oneWorkingDayAfter(at('2026-11-27T15:00:00Z'))).toBe(at('2026-11-30T15:00:00Z'));
  });

  it('starts the clock on Monday morning for a lead that arrived at the weekend', () => {
    expect(oneWorkingDayAfter(at('2026-11-28T10:00:00Z'))).toBe(at('2026-12-01T00:00:00Z'));
    expect(oneWorkingDayAfter(at('2026-11-29T23:00:00Z'))).toBe(at('2026-12-01T00:00:00Z'));
  });
});

describe('formatDuration', () => {
  it.each([
    [30_000, 'under a minute'],
    [12 * 60_000, '12 min'],
    [3 * 3_600_000, '3 h'],
    [3 * 3_600_000 + 5 * 60_000, '3 h 5 min'],
    [2 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000, '2 d 4 h'],
    [86_400_000, '1 d'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('workingHoursAfter', () => {
  const at = (iso: string) => Date.parse(iso);
  it('counts the hours of weekdays only', () => {
    expect(workingHoursAfter(at('2026-11-24T09:30:00Z'), 4)).toBe(at('2026-11-24T13:30:00Z'));
    expect(workingHoursAfter(at('2026-11-27T22:00:00Z'), 4)).toBe(at('2026-11-30T02:00:00Z'));
    expect(workingHoursAfter(at('2026-11-28T12:00:00Z'), 4)).toBe(at('2026-11-30T04:00:00Z'));
    expect(workingHoursAfter(at('2026-11-27T20:00:00Z'), 4)).toBe(at('2026-11-28T00:00:00Z'));
    expect(workingHoursAfter(at('2026-11-23T00:00:00Z'), 5 * 24)).toBe(at('2026-11-28T00:00:00Z'));
    expect(workingHoursAfter(at('2026-11-23T00:00:00Z'), 5 * 24 + 1)).toBe(at('2026-11-30T01:00:00Z'));
  });
});
