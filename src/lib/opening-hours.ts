/** The days of the week as schema.org and the settings name them, Monday first. */
export const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
type WeekDay = (typeof weekDays)[number];

/** One group of days with the same hours (24-hour `HH:MM`), as the settings keep them. */
interface OpeningHours {
  days: readonly WeekDay[];
  opens: string;
  closes: string;
}

// 1 January 2024 was a Monday: a day's name is that date's, `index` days on.
const dayName = (locale: string, index: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));

const time = (locale: string, hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hours, minutes),
  );
};

/** "Monday–Friday", "Monday, Wednesday–Friday": runs of following days joined by a dash, the runs by commas. */
function dayRuns(days: readonly WeekDay[], locale: string): string {
  const indexes = [...new Set(days.map((day) => weekDays.indexOf(day)))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const index of indexes) {
    const last = runs.at(-1);
    if (last && index === last[1] + 1) last[1] = index;
    else runs.push([index, index]);
  }
  return runs
    .map(([from, to]) => (from === to ? dayName(locale, from) : `${dayName(locale, from)}–${dayName(locale, to)}`))
    .join(', ');
}

/**
 * The office hours as the site shows them, in the page's language, from the one input the settings keep (the same the
 * structured data reads): a line per group ("Monday–Friday: 9:00 AM–6:00 PM"), then the days not in any group
 * ("Saturday–Sunday: Closed", with `closed` in the page's language).
 */
export function hoursLines(hours: readonly OpeningHours[], locale: string, closed: string): string[] {
  const lines = hours.map(
    (group) => `${dayRuns(group.days, locale)}: ${time(locale, group.opens)}–${time(locale, group.closes)}`,
  );
  const open = new Set(hours.flatMap((group) => group.days));
  const shut = weekDays.filter((day) => !open.has(day));
  if (shut.length > 0) lines.push(`${dayRuns(shut, locale)}: ${closed}`);
  return lines;
}

/** The same in one line, for a sentence that mentions the hours (`{hours}` in a text). */
export function hoursSummary(hours: readonly OpeningHours[], locale: string, closed: string): string {
  return hoursLines(hours, locale, closed).join('; ');
}

/** What a text written in the admin may name, filled from the settings when the page is drawn. */
export interface ContactFacts {
  phone: string;
  email: string;
  hours: string;
}

/** Fills `{phone}`, `{email}` and `{hours}` in a text with the settings' current ones; other braces stay as written. */
export function withContactFacts(text: string, facts: ContactFacts): string {
  return text.replace(/\{(phone|email|hours)\}/g, (_, key: keyof ContactFacts) => facts[key]);
}
