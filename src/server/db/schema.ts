import type { AccountTables } from './tables/accounts';
import type { AnalyticsTables } from './tables/analytics';
import type { AppTables } from './tables/app';
import type { ContentTables } from './tables/content';
import type { LeadTables } from './tables/leads';
import type { MediaTables } from './tables/media';
import type { TwoStepTables } from './tables/two-step';

export type { AdminUsersTable } from './tables/accounts';
export type { RedirectsTable, ReviewLinksTable, SchedulesTable } from './tables/content';
export type { LeadsTable, OutboxTable, WebhooksTable } from './tables/leads';
export type { MediaFormat, MediaStatus, MediaTable } from './tables/media';

/**
 * The database as Kysely sees it, its tables described by area in tables/. Times are epoch milliseconds (SQLite
 * INTEGER, PostgreSQL BIGINT parsed to number). JSON is stored as text.
 */
export interface Database
  extends ContentTables, MediaTables, LeadTables, AccountTables, AnalyticsTables, AppTables, TwoStepTables {}
