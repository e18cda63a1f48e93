import type { StaleMap } from './stale-translations';
import type { DiffPart } from './word-diff';

/** Shapes the admin editors share between server and browser. */

export interface HistoryEntry {
  version: number;
  savedAt: number;
  savedBy: string;
  /** Top-level fields that differ from the version before (empty for the first version). */
  changed: string[];
  /** This version is the item restored from the trash; `savedAt` and `savedBy` say when and by whom it was deleted. */
  trashed?: true;
  /** This version was taken off the site as a draft then (and the next one, if any, published it again). */
  unpublishedAt?: number;
  unpublishedBy?: string;
}

/** One text that differs between two versions: its field's name, and the words that went and came. */
export interface FieldChange {
  label: string;
  parts: DiffPart[];
}

/** What comparing two versions of an item answers. */
export type CompareResult =
  | { status: 'compared'; from: number; to: number; changes: FieldChange[] }
  | { status: 'not_found' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'forbidden' }
  | { status: 'error'; reference: string };

/** An item's working copy, kept apart from what the site shows (src/server/queries/drafts.ts). */
export interface DraftInfo {
  /** The draft's own save counter: the next draft save names it. */
  version: number;
  /** The published version it was started from (0: a new item); one published since is said beside the form. */
  baseVersion: number;
  savedAt: number;
  savedBy: string;
  /** Where the draft lacks what publishing needs (`title.es`, `features.2.title`); absent when it could be published. */
  missing?: string[];
  /** Its author asked the people who publish to review it (a contributor's draft); absent when nobody did. */
  review?: ReviewRequest;
}

/** A draft's request for review: who asked, when, with what note (src/server/queries/review-requests.ts). */
export interface ReviewRequest {
  askedAt: number;
  askedBy: string;
  askedById: string;
  note: string | null;
}

/** A draft saved elsewhere that the form does not hold: by someone else, or by the same person in another tab. */
export interface OtherDraft extends DraftInfo {
  byYou: boolean;
}

/** Who else has an item's editor open (`you`: the same person in another tab or window). */
export interface Presence {
  status: 'present';
  others: { name: string; you: boolean }[];
  /** The item as published now (null: never published), and its draft now. */
  published: { version: number; savedAt: number; savedBy: string } | null;
  draft: OtherDraft | null;
}

/**
 * What an editor's save, restore, draft save or discard answers; field errors are keyed by the path of the field
 * (`features.2.en`). A save publishes (and drops the draft); `drafted` kept the form as the item's draft; `discarded`
 * dropped the draft and gives back the published values (`gone`: a new item's draft was all there was of it);
 * `created` made a new item (`asDraft`: as a draft, off the site); `draft_elsewhere` refused a draft save or a publish
 * because the item has a draft the form does not hold (saved by someone else, or in another tab).
 */
export type EditorResult<T> =
  | { status: 'saved'; version: number; values: T; history: HistoryEntry[]; stale?: StaleMap; unchanged?: true }
  | { status: 'drafted'; draft: DraftInfo }
  | { status: 'draft_elsewhere'; draft: OtherDraft }
  | { status: 'discarded'; values: T; gone?: true }
  | { status: 'created'; id: string; asDraft?: true }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'stale' }
  | { status: 'not_found' }
  | { status: 'forbidden' }
  | { status: 'error'; reference: string };

type EditorAction<T> = (input: unknown) => Promise<EditorResult<T>>;

/** What every editor form is given by its server parent: the item as loaded, its history and its two actions. */
export interface EditorFormProps<T> {
  id: string;
  version: number;
  values: T;
  history: HistoryEntry[];
  save: EditorAction<T>;
  restore: EditorAction<T>;
  /** The item's draft when it has one: `values` are then the draft's. */
  draft?: DraftInfo | null;
  saveDraft?: EditorAction<T>;
  discardDraft?: EditorAction<T>;
  /** Compares two versions of the item, field by field (the history's Compare). */
  compare?: (input: unknown) => Promise<CompareResult>;
  /** The item's translations whose English changed since they were written, and "Mark as up to date". */
  stale?: StaleMap;
  markCurrent?: (input: unknown) => Promise<{ status: string }>;
  /** Says the editor is open and hears who else has the item open (the editor's presence). */
  presence?: (input: unknown) => Promise<Presence | { status: string }>;
}

/** A publish or an unpublish waiting for its time, as an editor shows it (`at` in UTC milliseconds). */
export interface ScheduledChange {
  at: number;
  by: string;
}

/** An item's scheduled changes: its draft going live, and the item leaving the site. */
export interface ScheduleView {
  publish?: ScheduledChange;
  unpublish?: ScheduledChange;
}

/** What setting or cancelling a scheduled change answers. */
export type ScheduleResult =
  | { status: 'scheduled'; schedule: ScheduleView }
  | { status: 'not_found' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'forbidden' }
  | { status: 'error'; reference: string };
