import 'server-only';
import type { CollectionName } from '@/content';
import { getDb } from '@/server/db';
import { getDocument } from '@/server/queries/documents';
import type { CollectionRules } from './rules';

/**
 * What a save or create must refuse before it writes: the caller's checks of the form's fields (images) and the
 * collection's own check, which may read the item as stored. Undefined when there is nothing.
 */
export async function contentProblems<C extends CollectionName>(
  rules: CollectionRules<C>,
  values: Record<string, unknown>,
  id: string,
  fieldProblems: Record<string, string>,
): Promise<Record<string, string> | undefined> {
  const problems = {
    ...fieldProblems,
    ...(await rules.check?.(values, { id, stored: (await getDocument(getDb(), rules.collection, id))?.data })),
  };
  return Object.keys(problems).length > 0 ? problems : undefined;
}
