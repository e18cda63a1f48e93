import { sharedBlockSchema, type SharedBlock } from '@/content/shared-block';
import copy from '@messages/admin/shared-blocks.json';
import landingCopy from '@messages/admin/landing-pages.json';
import { defineCollection } from '../collection/definition';
import { byTitle } from '../collection/options';
import { sharableBlockSpecs } from '../landing-pages/blocks';

const title = (item: SharedBlock) => item.title;

/** The kind of block a shared block holds, in the page editor's words ("Call to action"). */
const kindOf = (item: SharedBlock) => {
  const type = item.blocks[0]?.type;
  return type ? landingCopy.types[type].label : '';
};

/**
 * Blocks placed on several pages (issue 45): edited here once, shown by every page that names one. A page that
 * names it is a reference like any other, so one in use cannot be deleted, and its editor lists those pages.
 */
export const sharedBlockDefinition = defineCollection({
  collection: 'sharedBlocks',
  nav: { group: 'content' },
  section: 'sharedblocks',
  singular: copy.singular,
  plural: copy.heading,
  schema: sharedBlockSchema,
  id: { kind: 'slug' },
  hidden: ['id'],
  fields: [
    { name: 'title', kind: 'plain', label: copy.title, help: copy.titleHint },
    {
      name: 'blocks',
      kind: 'blocks',
      label: copy.block,
      help: copy.blockHint,
      item: copy.block,
      blocks: sharableBlockSpecs,
    },
  ],
  savedText: copy.savedText,
  blank: () => ({ blocks: [] }),
  titleOf: title,
  subtitleOf: kindOf,
  blockTypeOf: (item) => item.blocks[0]?.type,
  publicPaths: () => [],
  references: [
    { collection: 'landingPages', path: ['blocks', '*', 'ref'], label: copy.references.landingPage },
    { collection: 'pages', path: ['blocks', '*', 'ref'], label: copy.references.page },
  ],
  showUsages: true,
  sorts: [{ id: 'title', label: copy.sorts.title, compare: byTitle(title) }],
  htmlFields: ['blocks.*.body'],
  livePreview: true,
  titleField: 'title',
});
