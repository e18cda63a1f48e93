'use client';

import { useSyncExternalStore } from 'react';
import { formatTime } from './history-client';

const never = () => () => {};

/**
 * The browser's time zone (the admin's own, e.g. "Europe/Madrid"); null while the server renders, which cannot know it
 * (the page then shows UTC, and the browser replaces it once it runs).
 */
export function useTimeZone(): string | null {
  return useSyncExternalStore(
    never,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/** "Fri 28 Nov 2026, 09:00 CET": a moment in the admin's time zone. */
export const formatLocal = (time: number) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(time);

/** The value a `datetime-local` input holds for a moment, in the browser's time zone ("2026-11-28T09:00"). */
export function localInputValue(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A moment shown in the admin's time zone (in UTC until the browser runs). */
export function LocalTime({ time }: { time: number }) {
  const zone = useTimeZone();
  return <time dateTime={new Date(time).toISOString()}>{zone ? formatLocal(time) : formatTime(time)}</time>;
}
