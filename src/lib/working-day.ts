const DAY_MS = 24 * 60 * 60_000;

const isWeekend = (time: number) => {
  const day = new Date(time).getUTCDay();
  return day === 0 || day === 6;
};

/**
 * When `hours` of working time (UTC, Monday to Friday, around the clock) have passed since `arrivedAt`: Saturdays and
 * Sundays do not count. Four working hours from Friday 22:00 end on Monday 02:00; from Saturday noon, on Monday 04:00.
 */
export function workingHoursAfter(arrivedAt: number, hours: number): number {
  let cursor = arrivedAt;
  let left = hours * 3_600_000;
  for (;;) {
    while (isWeekend(cursor)) cursor = Math.floor(cursor / DAY_MS) * DAY_MS + DAY_MS;
    const dayEnd = Math.floor(cursor / DAY_MS) * DAY_MS + DAY_MS;
    if (left <= dayEnd - cursor) return cursor + left;
    left -= dayEnd - cursor;
    cursor = dayEnd;
  }
}

/**
 * When a lead that arrived at `arrivedAt` has waited one working day: 24 working hours. A lead from Friday 15:00 is due
 * on Monday 15:00; one from the weekend on Tuesday 00:00 (its clock starts on Monday morning).
 */
export function oneWorkingDayAfter(arrivedAt: number): number {
  return workingHoursAfter(arrivedAt, 24);
}

/** "2 d 4 h", "3 h 5 min", "12 min", "under a minute": a duration as the inbox shows it. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}
