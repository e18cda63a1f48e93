import { z } from 'zod';
import { sharableBlockSchema, type Block, type SharableBlock } from './blocks';
import { slug } from './fields';

/**
 * A block saved once and placed on several pages (issue 45): a page names it with a `shared` block (`ref` its id), and
 * shows what it holds now, so one edit here changes every page it is on. Its title is the admin's name for it, never
 * shown on the site; it holds one block, kept in a list of one so the page editor's blocks field edits it.
 */
export const sharedBlockSchema = z
  .object({
    id: slug,
    title: z.string().trim().min(1).max(80),
    blocks: z.array(sharableBlockSchema).length(1, 'A shared block holds one block.'),
  })
  .strict();
export type SharedBlock = z.infer<typeof sharedBlockSchema>;

/** A page's block as visitors get it: any block but a placement of a shared one. */
export type PlacedBlock = Exclude<Block, { type: 'shared' }>;

/**
 * A page's blocks with each shared block in its place: what it holds, unless it or its block is hidden, or it is no
 * longer there (deleted, or not published yet), which leaves the place empty for visitors.
 */
export function withSharedBlocks(blocks: readonly Block[], shared: readonly SharedBlock[]): PlacedBlock[] {
  const byId = new Map<string, SharableBlock | undefined>(shared.map((item) => [item.id, item.blocks[0]]));
  return blocks.flatMap((block): PlacedBlock[] => {
    if (block.hidden) return [];
    if (block.type !== 'shared') return [block];
    const held = byId.get(block.ref);
    return held && !held.hidden ? [held] : [];
  });
}

/** The shared blocks a page names that are no longer there, in its order. */
export const missingSharedBlocks = (blocks: readonly Block[], shared: readonly SharedBlock[]): string[] => {
  const ids = new Set(shared.map((item) => item.id));
  return blocks.flatMap((block) => (block.type === 'shared' && !ids.has(block.ref) ? [block.ref] : []));
};
