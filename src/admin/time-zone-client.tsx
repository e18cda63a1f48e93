'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ADMIN_ZONE_COOKIE, isTimeZone, zonedClock, zonedDay, zonedInputValue, fromZonedInput } from '@/lib/zoned-time';

const ZoneContext = createContext({ zone: 'UTC', chosen: false });

/**
 * The time zone every admin time is drawn in, given by the server (the same one it drew its own times in, so the
 * browser draws the same text). When the browser's own zone is another, it is kept in a cookie and the page drawn
 * again: from then on server and browser speak the person's time.
 */
export function AdminTimeZone({
  zone,
  chosen = false,
  children,
}: {
  zone: string;
  /** The person chose it on their Account page: their browser's is still kept (the page offers it), never followed. */
  chosen?: boolean;
  children: ReactNode;
}) {
  const router = useRouter();
  useEffect(() => {
    if (chosen) return void rememberBrowserZone();
    if (browserZone() === zone) return;
    if (rememberBrowserZone()) router.refresh();
  }, [zone, chosen, router]);
  const value = useMemo(() => ({ zone, chosen }), [zone, chosen]);
  return <ZoneContext.Provider value={value}>{children}</ZoneContext.Provider>;
}

const never = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Whether the page speaks the browser's own time zone yet: false while the server draws it, and on the first page a
 * browser opens before it has told its zone (the page is then drawn again). A time typed meanwhile would be read in
 * the wrong zone, so the inputs that take one wait for it.
 */
export function useZoneSettled(): boolean {
  const { zone, chosen } = useContext(ZoneContext);
  const own = useSyncExternalStore(never, browserZone, () => null);
  return own !== null && (chosen || own === zone || !isTimeZone(own));
}

/** Keeps the browser's time zone in the admin's cookie (the sign-in page does, so the first admin page speaks it). */
export function rememberBrowserZone(): string | undefined {
  const own = browserZone();
  if (!isTimeZone(own)) return undefined;
  document.cookie = `${ADMIN_ZONE_COOKIE}=${encodeURIComponent(own)}; path=/; max-age=31536000; samesite=strict`;
  return own;
}

/** The admin's time zone and its formats, for client components. */
export function useAdminTime() {
  const { zone } = useContext(ZoneContext);
  return {
    zone,
    /** "2026-11-29 17:13 CET" (to the second with `seconds`). */
    clock: (ms: number, options?: { seconds?: boolean }) => zonedClock(ms, zone, options),
    /** "Sun, 29 Nov 2026, 17:13 CET". */
    day: (ms: number) => zonedDay(ms, zone),
    /** A `datetime-local` value in the zone, and the moment one names. */
    inputValue: (ms: number) => zonedInputValue(ms, zone),
    fromInput: (value: string) => fromZonedInput(value, zone),
  };
}

/** A moment in the admin's time zone. */
export function AdminClock({ time }: { time: number }) {
  const { day } = useAdminTime();
  return <time dateTime={new Date(time).toISOString()}>{day(time)}</time>;
}
