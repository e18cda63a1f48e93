import type { Kysely } from 'kysely';
import { eventColumns } from '../../src/server/analytics/collect';
import type { Database } from '../../src/server/db/schema';
import { visitSourceKey } from '../../src/lib/attribution';

/** A moment on a UTC day of March 2026, for tests: `at('03-10', 10)` is 10:00 on 10 March. */
export const at = (day: string, hour: number, minute = 0) =>
  Date.parse(`2026-${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);

export interface SeedEvent {
  type: string;
  path: string;
  data?: Record<string, unknown>;
  visitor: string;
  time: number;
  bot?: boolean;
}

/** A page view of `path` in `locale` by `visitor` at `time` (a bot's when `bot`). */
export const pageView = (path: string, locale: string, visitor: string, time: number, bot = false): SeedEvent => ({
  type: 'page_view',
  path,
  data: { title: 'T', locale },
  visitor,
  time,
  bot,
});

/**
 * Stores events the way `storeEvents` and `recordNotFound` do (data as JSON text with its detail and amount, locale only
 * on page views), without the daily cap and the other bucket, so tests place any path they like.
 */
export async function seedEvents(db: Kysely<Database>, events: readonly SeedEvent[]): Promise<void> {
  const withSources = events.some((event) => event.data?.source !== undefined);
  await db
    .insertInto('events')
    .values(
      events.map(({ type, path, data = {}, visitor, time, bot }) => ({
        type,
        path,
        data: JSON.stringify(data),
        ...eventColumns(type, data),
        created_at: time,
        visitor,
        bot: bot ? 1 : 0,
        locale: type === 'page_view' ? String(data.locale) : null,
        // Only when some event has one, so events can be seeded into a database from before the column.
        ...(withSources && {
          visit_source:
            type === 'page_view' && typeof data.source === 'string'
              ? visitSourceKey(data.source, data.medium as string | undefined, data.campaign as string | undefined)
              : null,
        }),
      })),
    )
    .execute();
}
