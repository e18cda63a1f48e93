import { collections, type CollectionName, type DocumentOf } from '@/content';

/*
 * What a document write may refuse, apart from documents.ts so the drafts, which documents.ts discards on a publish,
 * can check a working copy by the same rules without importing it back.
 */

interface FieldIssue {
  path: string;
  message: string;
}

export class DocumentValidationError extends Error {
  override name = 'DocumentValidationError';
  constructor(
    readonly collection: CollectionName,
    readonly issues: FieldIssue[],
  ) {
    super(`Invalid ${collection} document: ${issues.map((i) => `${i.path || '(document)'}: ${i.message}`).join('; ')}`);
  }
}

/** Another save landed after the editor loaded the document; the caller must reload instead of overwriting it. */
export class StaleVersionError extends Error {
  override name = 'StaleVersionError';
  constructor(
    readonly collection: CollectionName,
    readonly id: string,
    readonly expectedVersion: number,
    readonly currentVersion: number,
  ) {
    super(`${collection}/${id} is at version ${currentVersion}, not ${expectedVersion}: it was changed meanwhile`);
  }
}

/**
 * A new document would take an id that a deleted one still holds in the trash (src/server/queries/trash.ts): its
 * address still answers 410 and a restore would have nowhere to go.
 */
export class TrashedIdError extends Error {
  override name = 'TrashedIdError';
  constructor(
    readonly collection: CollectionName,
    readonly id: string,
  ) {
    super(`${collection}/${id} is in the trash: restore it, or choose another id`);
  }
}

/** `input` read through its collection's schema; DocumentValidationError says every field that does not fit. */
export function validDocument<C extends CollectionName>(collection: C, input: unknown): DocumentOf<C> {
  const parsed = collections[collection].safeParse(input);
  if (!parsed.success)
    throw new DocumentValidationError(
      collection,
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  return parsed.data as DocumentOf<C>;
}
