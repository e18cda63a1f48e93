/**
 * Moments as the admin shows them, in one time zone: the person's own (the browser's, told to the server in a cookie,
 * so server and browser draw the same text). Pure functions, for server and client code alike.
 */

/** The cookie an admin page's script keeps the browser's time zone in (`Europe/Madrid`). */
export const ADMIN_ZONE_COOKIE = 'admin-tz';

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'timeZoneName', string>;

function partsOf(ms: number, zone: string): Parts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(ms);
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as Parts;
}

/**
 * The zone's short name at a moment: "CET" and "BST" as British English writes them, "CST" and "PDT" as American
 * English does, else the offset ("GMT+3").
 */
function zoneName(ms: number, zone: string, british: string): string {
  if (!/^GMT[+-]/.test(british)) return british;
  const american = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')?.value;
  return american && /^[A-Z]{2,5}$/.test(american) ? american : british;
}

/** "2026-11-29 17:13 CET" (to the second with `seconds`): a save's time, in the history and beside Publish. */
export function zonedClock(ms: number, zone: string, { seconds = false } = {}): string {
  const p = partsOf(ms, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''} ${zoneName(ms, zone, p.timeZoneName)}`;
}

/** A date and time in `zone` as British English writes it, the weekday first with `weekday`, then the zone's name. */
function dateAndTime(ms: number, zone: string, weekday: boolean): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    ...(weekday && { weekday: 'short' as const }),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
  return `${text} ${zoneName(ms, zone, partsOf(ms, zone).timeZoneName)}`;
}

/** "24 Nov 2026, 14:05 CET": a moment in the admin's lists and pages. */
export const zonedDate = (ms: number, zone: string) => dateAndTime(ms, zone, false);

/** "Fri, 28 Nov 2026, 09:00 CET": a time set ahead (a scheduled publish). */
export const zonedDay = (ms: number, zone: string) => dateAndTime(ms, zone, true);

/** The value a `datetime-local` input holds for a moment in `zone` ("2026-11-28T09:00"). */
export function zonedInputValue(ms: number, zone: string): string {
  const p = partsOf(ms, zone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** How far `zone`'s clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  const p = partsOf(ms, zone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The moment a `datetime-local` value ("2026-11-28T09:00") names in `zone`; NaN for a malformed one. */
export function fromZonedInput(value: string, zone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // The offset at the wall time read as UTC, then at the moment that gives (right across a change of offset too).
  const first = wall - offsetAt(wall, zone);
  return wall - offsetAt(first, zone);
}

/**
 * A text recorded with its times in UTC ("… at 2027-01-15 09:00 UTC", as the activity log's summaries are written), its
 * times said in `zone` instead ("… at 2027-01-15 10:00 CET").
 */
export function inZone(text: string, zone: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) UTC\b/g, (_, year, month, day, hour, minute) =>
    zonedClock(Date.UTC(+year, +month - 1, +day, +hour, +minute), zone),
  );
}
