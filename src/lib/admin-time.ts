const format = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A moment as the admin shows it: "24 Nov 2026, 14:05 UTC" (one time zone for everyone working the leads). */
export function adminTime(ms: number): string {
  return `${format.format(ms)} UTC`;
}

/** The same moment for a `<time dateTime>` attribute. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
