import { describe, expect, it } from 'vitest';
import { fromZonedInput, inZone, isTimeZone, zonedClock, zonedDate, zonedDay, zonedInputValue } from './zoned-time';

const moment = Date.UTC(2026, 10, 29, 16, 13, 5);

describe('admin times in one time zone', () => {
  it('says a moment in the zone, with its name', () => {
    expect(zonedClock(moment, 'UTC')).toBe('2026-11-29 16:13 UTC');
    expect(zonedClock(moment, 'Europe/Madrid', { seconds: true })).toBe('2026-11-29 17:13:05 CET');
    expect(zonedDate(moment, 'America/Chicago')).toBe('29 Nov 2026, 10:13 CST');
    expect(zonedDay(moment, 'Europe/Madrid')).toBe('Sun, 29 Nov 2026, 17:13 CET');
    expect(zonedClock(Date.UTC(2026, 6, 1, 12), 'Europe/Madrid')).toBe('2026-07-01 14:00 CEST');
  });

  it('reads and writes a datetime-local value in the zone, across a change of offset too', () => {
    expect(zonedInputValue(moment, 'Europe/Madrid')).toBe('2026-11-29T17:13');
    expect(fromZonedInput('2026-11-29T17:13', 'Europe/Madrid')).toBe(Date.UTC(2026, 10, 29, 16, 13));
    expect(fromZonedInput('2026-07-01T14:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 6, 1, 12));
    // The morning clocks go forward in Madrid (02:00 → 03:00 on 29 March 2026).
    expect(fromZonedInput('2026-03-29T04:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 2));
    expect(fromZonedInput('2026-03-29T01:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 0));
    expect(fromZonedInput('not a time', 'UTC')).toBeNaN();
  });

  it('says the UTC times of a recorded text in the zone', () => {
    expect(inZone('to leave the site at 2027-01-15 09:00 UTC, then 2027-07-01 12:00 UTC', 'Europe/Madrid')).toBe(
      'to leave the site at 2027-01-15 10:00 CET, then 2027-07-01 14:00 CEST',
    );
    expect(inZone('version 3, nothing timed', 'Europe/Madrid')).toBe('version 3, nothing timed');
  });

  it('knows a time zone from anything else', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
  });
});
