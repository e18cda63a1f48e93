import 'server-only';
import { documentId } from '@/content';
import { getDb } from '@/server/db';
import { listDocuments } from '@/server/queries/documents';
import type { Collections } from './section-props';
import type { FieldSpec } from './form-fields';
import type { RelationOption } from './relation-picker-client';
import type { BlockSharing } from './shared-blocks-client';
import { itemPatternOf } from './definition';

/**
 * The items each relation field may name (an item never names itself), with the title and picture the picker shows;
 * for a blocks field naming a collection of shared blocks, those blocks with the kind each holds.
 */
export async function relationOptions(
  fields: readonly FieldSpec[],
  currentId: string | undefined,
  collections: Pick<Collections, 'byKey'>,
): Promise<Record<string, RelationOption[]>> {
  const result: Record<string, RelationOption[]> = {};
  // The relation fields of blocks too (a projects block's projects), known by their names as the top level's are.
  const all = fields.flatMap((field) => [field, ...(field.blocks?.flatMap((block) => block.fields) ?? [])]);
  for (const field of all) {
    const named = (field.kind === 'relations' || field.kind === 'blocks') && field.relation;
    const target = named ? collections.byKey(named) : undefined;
    if (!target) continue;
    const docs = await listDocuments(getDb(), target.collection);
    result[field.name] = docs
      .filter((doc) => documentId(doc) !== currentId)
      .map((doc) => ({
        value: documentId(doc),
        label: target.titleOf(doc),
        image: target.imageOf?.(doc),
        ...(target.blockTypeOf && { blockType: target.blockTypeOf(doc) }),
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }
  return result;
}

/** How a blocks field that names a collection of shared blocks saves a block as one: that collection's create. */
export function blockSharing(
  fields: readonly FieldSpec[],
  collections: Pick<Collections, 'byKey' | 'actionsOf'>,
): BlockSharing | undefined {
  const relation = fields.find((field) => field.kind === 'blocks' && field.relation)?.relation;
  const target = relation ? collections.byKey(relation) : undefined;
  return target && { create: collections.actionsOf(target).create, itemPath: itemPatternOf(target) };
}
