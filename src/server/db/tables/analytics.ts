import type { Generated } from 'kysely';

/** The visitor figures: raw events, their daily roll-up, and each day's visitors. */

interface EventsTable {
  id: Generated<number>;
  type: string;
  path: string;
  data: string | null;
  /** What the figures group the event by beside type and path (a CTA, a tab, a threshold), from `data`. */
  detail: Generated<string>;
  /** What the event adds to its figure: the seconds of a time on page, 1 otherwise. */
  amount: Generated<number>;
  created_at: number;
  /** The day's anonymous visitor hash (rotates daily; no cookie, no address stored). */
  visitor: string | null;
  /** 1 when the user agent names a bot; left out of every figure. */
  bot: Generated<number>;
  locale: string | null;
  /** A page view's visit source, `source|medium|campaign` (lib/attribution `visitSourceKey`); null when not kept. */
  visit_source: Generated<string | null>;
}

/** Events rolled up per day, type, page and detail (a CTA, a tab, a threshold), kept after the raw rows expire. */
interface EventDailyTable {
  day: string;
  type: string;
  path: string;
  detail: string;
  events: number;
  visitors: number;
}

/**
 * Each human visitor of a rolled-up day who viewed a page: where they landed, in which language, whether they started a
 * form. Holds the day's visitor hash, so it goes with the raw events (EVENTS_RETENTION_DAYS).
 */
interface VisitorDaysTable {
  day: string;
  visitor: string;
  landing_path: string;
  locale: string;
  form_started: number;
  /** The source of the visitor's first page view that day (`source|medium|campaign`), null when not kept. */
  visit_source: Generated<string | null>;
}

export interface AnalyticsTables {
  events: EventsTable;
  event_daily: EventDailyTable;
  visitor_days: VisitorDaysTable;
}
