import 'server-only';
import type { CollectionName, DocumentOf } from '@/content';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { DocumentValidationError, getDocument, StaleVersionError, TrashedIdError } from '@/server/queries/documents';
import { IdTakenError, renameDocument } from '@/server/queries/rename';
import collectionsCopy from '@messages/admin/collections.json';
import { idTakenIn } from './create';
import { slugProblem, withId } from './ids';
import { withIdRenamed } from './references';
import { problemFields, takenMessage, type Refusal } from './refusals';
import type { CollectionRules } from './rules';

/** An item at its new address; `moved` (its title and both addresses) when it did move, for the activity log. */
type RenameResult =
  | { status: 'renamed'; id: string; moved?: { title: string; from: string; to: string } }
  | { status: 'stale' | 'not_found' }
  | Refusal;

/**
 * Gives an item a new address: its SEO entry and every document naming it follow in the same write, and the old
 * address redirects to the new one (src/server/queries/rename.ts).
 */
export async function renameItem<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  { id, to, expectedVersion }: { id: string; to: string; expectedVersion: number },
): Promise<RenameResult> {
  const { collection } = rules;
  if (rules.fixed || rules.id.kind !== 'slug')
    return { status: 'invalid', fields: { id: collectionsCopy.rename.fixed } };
  if (to === id) return { status: 'renamed', id };
  const problem =
    (await rules.addressProblem?.(to)) ??
    slugProblem(to) ??
    ((await idTakenIn(collection)(to)) ? takenMessage(rules, to) : undefined);
  if (problem) return { status: 'invalid', fields: { id: problem } };
  const stored = await getDocument(getDb(), collection, id);
  if (!stored) return { status: 'not_found' };
  const renamed = (data: Record<string, unknown>) => withId(rules, data, to);
  const seoKeyOf = rules.seoKeyOf as ((doc: unknown) => string) | undefined;
  try {
    const version = await renameDocument(getDb(), collection, id, to, {
      by: user.name,
      expectedVersion,
      renamed,
      companion: seoKeyOf && {
        collection: 'seo',
        from: seoKeyOf(stored.data),
        to: seoKeyOf(renamed(stored.data)),
        renamed: (entry) => ({ ...entry, id: seoKeyOf(renamed(stored.data)) }),
      },
      references: (rules.references ?? []).map((reference) => ({
        collection: reference.collection,
        rewrite: (doc) => {
          const changed = withIdRenamed(doc, reference.path, id, to);
          return changed ? () => changed as Record<string, unknown> : undefined;
        },
      })),
    });
    if (version === undefined) return { status: 'not_found' };
  } catch (error) {
    if (error instanceof StaleVersionError) return { status: 'stale' };
    if (error instanceof IdTakenError || error instanceof TrashedIdError)
      return { status: 'invalid', fields: { id: takenMessage(rules, to) } };
    if (error instanceof DocumentValidationError) return problemFields(error);
    throw error;
  }
  const [from, now] = [rules.publicPaths(stored.data)[0], rules.publicPaths(renamed(stored.data) as DocumentOf<C>)[0]];
  log.info('admin.renamed', { collection, id, to, userId: user.id });
  return { status: 'renamed', id: to, moved: { title: rules.titleOf(stored.data), from: from ?? id, to: now ?? to } };
}
