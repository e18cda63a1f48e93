import 'server-only';
import { can } from '@/lib/roles';
import type { CollectionName } from '@/content';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { DocumentValidationError, getDocument, StaleVersionError } from '@/server/queries/documents';
import { trashDocument } from '@/server/queries/trash';
import collectionsCopy from '@messages/admin/collections.json';
import { removeReferences, usagesOf, type Usage } from './references';
import { fixedSetRefusal, type Refusal } from './refusals';
import type { CollectionRules } from './rules';

/** An item moved to the trash, with its title and the address it redirects to (if any) for the activity log. */
type RemoveResult =
  | { status: 'deleted'; title: string; redirectsTo?: string }
  | { status: 'in_use'; usages: Usage[] }
  | { status: 'stale' | 'not_found' }
  | Refusal;

/**
 * Moves an item to the trash (src/server/queries/trash.ts): its addresses answer 410, or redirect to the page of
 * `replacement`. An item still named elsewhere is refused, unless an owner confirms removing those references.
 */
export async function trashItem<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  {
    id,
    expectedVersion,
    removeReferences: confirmed,
    replacement,
  }: { id: string; expectedVersion: number; removeReferences?: boolean; replacement?: string },
): Promise<RemoveResult> {
  const refusal = fixedSetRefusal(rules);
  if (refusal) return refusal;
  const { collection } = rules;
  const stored = await getDocument(getDb(), collection, id);
  if (!stored) return { status: 'not_found' };
  if (stored.version !== expectedVersion) return { status: 'stale' };
  // Redirects are an owner's to make (SECURITY.md A1): an editor's delete answers 410.
  if (replacement !== undefined && !can(user.role, 'manage'))
    return { status: 'invalid', fields: { replacement: collectionsCopy.replacement.ownersOnly } };
  const replacedBy = replacement === undefined ? undefined : await getDocument(getDb(), collection, replacement);
  const replacementPath = replacedBy && rules.publicPaths(replacedBy.data)[0];
  if (replacement !== undefined && (replacement === id || !replacementPath))
    return { status: 'invalid', fields: { replacement: collectionsCopy.replacement.missing } };
  const usages = await usagesOf(rules, id);
  if (usages.length > 0) {
    // Only an owner may change other documents in the same step; an editor removes the references first.
    if (!confirmed || !can(user.role, 'manage')) return { status: 'in_use', usages };
    try {
      await removeReferences(user, rules.references ?? [], id);
    } catch (error) {
      if (error instanceof DocumentValidationError)
        return {
          status: 'invalid',
          fields: {
            form: `The references cannot be removed: ${error.issues[0]?.message ?? 'a list would be left invalid'}. Choose another item there first.`,
          },
        };
      throw error;
    }
  }
  try {
    await trashDocument(getDb(), collection, id, {
      by: user.name,
      expectedVersion,
      publicPaths: rules.publicPaths(stored.data),
      replacement: replacementPath,
    });
  } catch (error) {
    if (error instanceof StaleVersionError) return { status: 'stale' };
    throw error;
  }
  log.info('admin.deleted', { collection, id, userId: user.id });
  return {
    status: 'deleted',
    title: rules.titleOf(stored.data),
    ...(replacementPath && { redirectsTo: replacementPath }),
  };
}
