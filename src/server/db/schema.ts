import type { Generated } from 'kysely';

/** Times are epoch milliseconds (SQLite INTEGER, PostgreSQL BIGINT parsed to number). JSON is stored as text. */
export interface DocumentsTable {
  collection: string;
  id: string;
  data: string;
  version: number;
  updated_at: number;
  updated_by: string;
}

export interface DocumentRevisionsTable {
  id: Generated<number>;
  collection: string;
  document_id: string;
  /** The version the document had before this change (0 when the change created it). */
  previous_version: number;
  previous_data: string | null;
  changed_by: string;
  changed_at: number;
}

/** A counter per collection, bumped by every write: the key of every content cache. */
export interface CollectionVersionsTable {
  collection: string;
  version: number;
}

export interface LeadsTable {
  id: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  budget: string | null;
  message: string;
  services: string;
  estimate: string | null;
  plan: string | null;
  locale: string;
  page: string | null;
  ip_hash: string | null;
  user_agent: string | null;
  created_at: number;
}

export interface OutboxTable {
  id: string;
  lead_id: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  message_id: string;
  created_at: number;
  sent_at: number | null;
}

export interface AdminSessionsTable {
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip_hash: string | null;
  user_agent: string | null;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expires_at: number;
}

export interface CaptchaUsedTable {
  key: string;
  expires_at: number;
}

export interface EventsTable {
  id: Generated<number>;
  type: string;
  path: string;
  data: string | null;
  created_at: number;
}

/** Values the app generates once and keeps (the admin password hash, signing keys). */
export interface AppSecretsTable {
  key: string;
  value: string;
  created_at: number;
}

export interface Database {
  documents: DocumentsTable;
  document_revisions: DocumentRevisionsTable;
  collection_versions: CollectionVersionsTable;
  leads: LeadsTable;
  outbox: OutboxTable;
  admin_sessions: AdminSessionsTable;
  rate_limits: RateLimitsTable;
  captcha_used: CaptchaUsedTable;
  events: EventsTable;
  app_secrets: AppSecretsTable;
}
