import 'server-only';
import { documentId } from '@/content';
import { getDb } from '@/server/db';
import { listDocuments } from '@/server/queries/documents';
import type { Collections } from './section-props';
import type { FieldSpec } from './form-fields';
import type { RelationOption } from './relation-picker-client';

/** The items each relation field may name (an item never names itself), with the title and picture the picker shows. */
export async function relationOptions(
  fields: readonly FieldSpec[],
  currentId: string | undefined,
  collections: Pick<Collections, 'byKey'>,
): Promise<Record<string, RelationOption[]>> {
  const result: Record<string, RelationOption[]> = {};
  // The relation fields of blocks too (a projects block's projects), known by their names as the top level's are.
  const all = fields.flatMap((field) => [field, ...(field.blocks?.flatMap((block) => block.fields) ?? [])]);
  for (const field of all) {
    const target = field.kind === 'relations' && field.relation ? collections.byKey(field.relation) : undefined;
    if (!target) continue;
    const docs = await listDocuments(getDb(), target.collection);
    result[field.name] = docs
      .filter((doc) => documentId(doc) !== currentId)
      .map((doc) => ({ value: documentId(doc), label: target.titleOf(doc), image: target.imageOf?.(doc) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }
  return result;
}
