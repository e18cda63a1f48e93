import { cache } from 'react';
import { zonedDate } from './zoned-time';

/** The time zone of the person this request draws the admin for (server components only; see setAdminTimeZone). */
const requestZone = cache((): { zone: string } => ({ zone: 'UTC' }));

/**
 * Sets the time zone every admin time of this request is drawn in: the person's own, as their browser told it (the
 * admin page does, before it draws anything). UTC until then, and for a person whose browser has not said yet.
 */
export function setAdminTimeZone(zone: string): void {
  requestZone().zone = zone;
}

/** The time zone this request's admin times are drawn in. */
export function adminTimeZone(): string {
  return requestZone().zone;
}

/** A moment as the admin shows it: "24 Nov 2026, 14:05 CET", in the time zone of the person reading it. */
export function adminTime(ms: number): string {
  return zonedDate(ms, requestZone().zone);
}

/** The same moment for a `<time dateTime>` attribute. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
