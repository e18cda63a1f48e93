import type { Generated } from 'kysely';

/** Times are epoch milliseconds (SQLite INTEGER, PostgreSQL BIGINT parsed to number). JSON is stored as text. */
interface DocumentsTable {
  collection: string;
  id: string;
  data: string;
  version: number;
  updated_at: number;
  updated_by: string;
}

interface DocumentRevisionsTable {
  id: Generated<number>;
  collection: string;
  document_id: string;
  /** The version the document had before this change (0 when the change created it). */
  previous_version: number;
  previous_data: string | null;
  changed_by: string;
  changed_at: number;
  /**
   * Null for a save; 'trash' when the change moved the document to the trash; 'unpublish' when it took the document off
   * the site as a draft ('unpublish-ended' once that draft was discarded; see src/server/queries/unpublish.ts).
   */
  change: Generated<string | null>;
  /**
   * The fields the change touched (names joined by commas, src/lib/changed-fields.ts), written with the revision; null until the version after it
   * exists (a trashed item's, filled in by its restore). Migration 0027.
   */
  changed_fields: Generated<string | null>;
}

/** The working copy of a content document (src/server/queries/drafts.ts); the public site never reads one. */
/** One open editor tab (migration 0023): who is in an item's editor, as last heard from it. */
interface EditorPresenceTable {
  collection: string;
  document_id: string;
  /** A random id the tab chose when it opened the editor. */
  tab: string;
  /** The signed-in person (their account id, or the environment owner's key). */
  user_key: string;
  user_name: string;
  seen_at: number;
}

interface DraftsTable {
  collection: string;
  document_id: string;
  /** The whole document as it will be published, JSON. */
  data: string;
  /** The published version the draft was started from (0: the document has never been published). */
  base_version: number;
  /** The draft's own save counter, from 1. */
  version: number;
  updated_at: number;
  updated_by: string;
}

/** A client review link (src/server/queries/review-links.ts); only the token's hash is stored. */
export interface ReviewLinksTable {
  id: string;
  token_hash: string;
  collection: string;
  document_id: string;
  /** The page it shows, with its language prefix (`/es/blog/a-post`). */
  path: string;
  created_by: string;
  created_by_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** The reviewer's last answer. */
  decision: 'approved' | 'changes' | null;
  comment: string | null;
  decided_at: number | null;
}

/** A publish or an unpublish waiting for its time (src/server/queries/schedules.ts). */
export interface SchedulesTable {
  collection: string;
  document_id: string;
  /** `publish`: the draft goes live; `unpublish`: the document goes off the site, kept as a draft. */
  action: 'publish' | 'unpublish';
  run_at: number;
  /** Who set the time: the change is theirs in the history and the activity log. */
  scheduled_by: string;
  scheduled_by_id: string;
  created_at: number;
}

/** A translation whose English changed since it was written (src/server/queries/translations.ts). */
interface StaleTranslationsTable {
  collection: string;
  document_id: string;
  /** Where the text is in the document (`title`, `features.2.title`). */
  path: string;
  locale: string;
  /** The English the translation was written from. */
  english: string;
  marked_at: number;
}

/**
 * A deleted content document, as it was, until it is restored or purged. Its id stays taken meanwhile, and its public
 * addresses answer 410 Gone.
 */
interface TrashTable {
  id: Generated<number>;
  collection: string;
  document_id: string;
  data: string;
  /** The version the document had when it was deleted. */
  version: number;
  deleted_at: number;
  deleted_by: string;
  /** JSON array of the item's public paths without a language prefix (`["/blog/my-post"]`). */
  public_paths: string;
}

/** An old address and where it goes (src/server/queries/redirects.ts). */
export interface RedirectsTable {
  id: Generated<number>;
  /** A decoded path without query or trailing slash; without a language prefix when `localized`. */
  source: string;
  /** A site path or an absolute URL; null answers 410 Gone. */
  target: string | null;
  /** 1: the source matches in every language and the target takes the request's prefix. */
  localized: number;
  /** 1: answered 301 (a move for good); 0: 302 (a temporary move an owner made). */
  permanent: Generated<number>;
  kind: 'manual' | 'renamed' | 'replaced' | 'purged';
  created_at: number;
  created_by: string;
  updated_at: number;
  hits: Generated<number>;
  last_hit_at: number | null;
}

/** An image of the media library (src/server/media/library.ts). */
export interface MediaTable {
  /** The first 20 hex digits of the SHA-256 of the uploaded bytes: the same file uploaded twice is one item. */
  id: string;
  /** The name its addresses end with (`office-team`), from the uploaded file's name. */
  name: string;
  /** The uploaded file's name, as the uploader's computer gave it (shown, never used as a path). */
  file_name: string;
  /** Decided from the bytes: jpeg, png, webp, avif or gif. */
  format: MediaFormat;
  /** After the orientation is applied. */
  width: number;
  height: number;
  /** Of the uploaded file. */
  bytes: number;
  /** JSON: `{ "en": "…", "es": "…" }`. */
  alt: Generated<string>;
  caption: Generated<string>;
  /** 0–1 from the left and from the top: crops keep this point in view. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  status: MediaStatus;
  /** JSON array of the widths made, narrowest first; the last is the canonical file's. */
  widths: Generated<string>;
  /** A tiny blurred WebP as a data: URL, shown while the image loads. */
  placeholder: string | null;
  /** Why making the variants failed, when status is `failed`. */
  error: string | null;
  attempts: Generated<number>;
  /** The seed image this item was made from (`/images/projects/p1.webp`); null for uploads. */
  source: string | null;
  created_at: number;
  created_by: string;
  updated_at: number;
  version: Generated<number>;
  /**
   * `''` for the file first uploaded; once the file was replaced, the first 10 hex digits of the SHA-256 of the new
   * bytes, carried by its variants' addresses and keys (src/lib/media-url.ts).
   */
  revision: Generated<string>;
}

export type MediaFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
export type MediaStatus = 'queued' | 'processing' | 'ready' | 'failed';

/** A stored file of the media library when MEDIA_STORAGE=database (src/server/media/store.ts). */
interface MediaFilesTable {
  key: string;
  data: Uint8Array;
  bytes: number;
  created_at: number;
}

/** A counter per collection, bumped by every write: the key of every content cache. */
interface CollectionVersionsTable {
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
  /** When someone first moved the lead out of `new` (the reply clock stops). */
  first_response_at: number | null;
  /** The sender's anonymous visitor hash of that day (joins the lead to its page views). */
  visitor: Generated<string | null>;
  /** Where the visit came from (src/lib/attribution.ts): the page it landed on, the site that linked to it… */
  landing_page: Generated<string | null>;
  referrer_host: Generated<string | null>;
  /** …and the campaign tags of the landing address. */
  utm_source: Generated<string | null>;
  utm_medium: Generated<string | null>;
  utm_campaign: Generated<string | null>;
  utm_term: Generated<string | null>;
  utm_content: Generated<string | null>;
  /** Ad click ids of the landing address, as JSON (`{"gclid":"…"}`). */
  click_ids: Generated<string | null>;
  /** The admin user who answers it; null while nobody does. */
  assigned_to: Generated<string | null>;
  /** When the e-mail saying it waits too long in `new` was queued; null until then. */
  alerted_at: Generated<number | null>;
}

export interface OutboxTable {
  id: string;
  /** Null for mail that is not about a lead (an invitation); its message is then in `payload`. */
  lead_id: string | null;
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
  payload: string | null;
}

/** An endpoint that hears of leads (src/server/webhooks/endpoints.ts); its deliveries are `webhook` outbox rows. */
export interface WebhooksTable {
  id: string;
  /** An https address; checked against private and loopback ranges when saved and again on every delivery. */
  url: string;
  /** `json`: the signed event; `slack`: a message for a Slack-compatible incoming webhook. */
  format: 'json' | 'slack';
  /** The events it hears of, as a JSON array (`["lead.created"]`). */
  events: string;
  /** The HMAC-SHA256 key of `X-Emberline-Signature` (shown to owners, who give it to the receiver). */
  secret: string;
  description: Generated<string>;
  /** 1: deliveries are queued; 0: paused. */
  enabled: Generated<number>;
  created_at: number;
  created_by: string;
}

interface AdminSessionsTable {
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip_hash: string | null;
  user_agent: string | null;
  /** The person signed in (null only for rows from before accounts, which the migration removed). */
  user_id: string | null;
}

export interface AdminUsersTable {
  id: string;
  name: string;
  /** Lower-case; null for the owner account the admin password signs in. */
  email: string | null;
  role: string;
  /** Argon2id; null until the person follows their set-password link. */
  password_hash: string | null;
  created_at: number;
  created_by: string | null;
  /** 1 when the person asked for the daily digest of open leads (leads/digest.ts); only with an e-mail address. */
  digest: Generated<number>;
  /** The last UTC day (`YYYY-MM-DD`) their digest was claimed for; null before the first. */
  digest_day: Generated<string | null>;
  /** The time zone the person chose for the admin's times (an IANA name); null: their browser's. */
  time_zone: Generated<string | null>;
}

/** One-time set-password links (only the token's hash is stored). */
interface PasswordTokensTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

interface LeadStatusChangesTable {
  id: Generated<number>;
  lead_id: string;
  from_status: string;
  to_status: string;
  changed_by: string;
  changed_by_name: string;
  changed_at: number;
}

/** A change of who answers a lead; `assigned_to` null when it became unassigned. */
interface LeadAssignmentsTable {
  id: Generated<number>;
  lead_id: string;
  assigned_to: string | null;
  assigned_to_name: string | null;
  changed_by: string;
  changed_by_name: string;
  changed_at: number;
}

interface LeadNotesTable {
  id: Generated<number>;
  lead_id: string;
  body: string;
  author_id: string;
  author_name: string;
  created_at: number;
}

/** Who did what in the admin. Never holds a lead's personal data (a deleted lead's entry must not keep it). */
interface AuditLogTable {
  id: Generated<number>;
  actor_id: string;
  actor_name: string;
  action: string;
  target: string;
  summary: string;
  created_at: number;
}

interface RateLimitsTable {
  key: string;
  points: number;
  expires_at: number;
}

interface CaptchaUsedTable {
  key: string;
  expires_at: number;
}

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

/** Values the app generates once and keeps (the admin password hash, signing keys). */
interface AppSecretsTable {
  key: string;
  value: string;
  created_at: number;
}

/** Settings an owner changes in the admin (src/server/leads/retention.ts), one JSON value a key. */
interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: number;
  updated_by: string;
}

export interface Database {
  documents: DocumentsTable;
  document_revisions: DocumentRevisionsTable;
  collection_versions: CollectionVersionsTable;
  leads: LeadsTable;
  outbox: OutboxTable;
  webhooks: WebhooksTable;
  admin_sessions: AdminSessionsTable;
  rate_limits: RateLimitsTable;
  captcha_used: CaptchaUsedTable;
  events: EventsTable;
  app_secrets: AppSecretsTable;
  app_settings: AppSettingsTable;
  admin_users: AdminUsersTable;
  password_tokens: PasswordTokensTable;
  lead_status_changes: LeadStatusChangesTable;
  lead_assignments: LeadAssignmentsTable;
  lead_notes: LeadNotesTable;
  audit_log: AuditLogTable;
  event_daily: EventDailyTable;
  visitor_days: VisitorDaysTable;
  trash: TrashTable;
  redirects: RedirectsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  drafts: DraftsTable;
  editor_presence: EditorPresenceTable;
  review_links: ReviewLinksTable;
  schedules: SchedulesTable;
  stale_translations: StaleTranslationsTable;
}
