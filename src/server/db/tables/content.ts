import type { Generated } from 'kysely';

/**
 * The content's tables: documents and their revisions, drafts and who is editing them, review links, schedules, stale
 * translations, the trash, redirects, and the write counters every content cache is keyed by.
 */

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

/** The working copy of a content document (src/server/queries/drafts.ts); the public site never reads one. */
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
  /** Its author asked the editors to review it (src/server/queries/review-requests.ts): when, who, and their note. */
  review_asked_at: number | null;
  review_asked_by: string | null;
  review_asked_by_id: string | null;
  review_note: string | null;
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

/** A counter per collection, bumped by every write: the key of every content cache. */
interface CollectionVersionsTable {
  collection: string;
  version: number;
}

export interface ContentTables {
  documents: DocumentsTable;
  document_revisions: DocumentRevisionsTable;
  editor_presence: EditorPresenceTable;
  drafts: DraftsTable;
  review_links: ReviewLinksTable;
  schedules: SchedulesTable;
  stale_translations: StaleTranslationsTable;
  trash: TrashTable;
  redirects: RedirectsTable;
  collection_versions: CollectionVersionsTable;
}
