import 'server-only';
import { landingPageSchema, type LandingPage } from '@/content/landing-page';
import { pageAddressProblem } from '@/lib/page-address';
import { paths } from '@/lib/paths';
import { getDb } from '@/server/db';
import { manualRedirectFrom } from '@/server/queries/redirects';
import copy from '@messages/admin/landing-pages.json';
import { defineCollection } from '../collection/definition';
import { byTitle } from '../collection/options';
import { fill } from '../fill';
import { blockSpecs } from './blocks';

const title = (page: LandingPage) => page.title.en;

/**
 * Why a page may not take `/<address>`: it is a page of the site, a language, a word the site keeps (src/lib/page-address.ts),
 * or an address an owner redirected by hand. Another page's address is refused as every taken address is.
 */
async function addressProblem(address: string): Promise<string | undefined> {
  const problem = pageAddressProblem(address);
  if (problem) return fill(copy.addressProblems[problem], { address });
  const redirect = await manualRedirectFrom(getDb(), paths.landingPage(address));
  return redirect ? fill(copy.addressProblems.redirect, { address, target: redirect.target ?? '410 Gone' }) : undefined;
}

/** Pages built from blocks (issue 45): each at `/<address>`, with every collection's drafts, history and previews. */
export const landingPageDefinition = defineCollection({
  collection: 'landingPages',
  nav: { group: 'content' },
  section: 'landingpages',
  singular: copy.singular,
  plural: copy.heading,
  schema: landingPageSchema,
  id: { kind: 'slug' },
  hidden: ['id'],
  fields: [
    { name: 'title', kind: 'text', label: copy.title, help: copy.titleHint },
    {
      name: 'blocks',
      kind: 'blocks',
      label: copy.blocks,
      help: copy.blocksHint,
      item: copy.block,
      blocks: blockSpecs,
      relation: 'sharedBlocks',
    },
  ],
  blank: () => ({ blocks: [] }),
  addressProblem,
  titleOf: title,
  subtitleOf: (page) => paths.landingPage(page.id),
  seoKeyOf: (page) => `page:${page.id}`,
  publicPaths: (page) => [paths.landingPage(page.id)],
  sorts: [
    { id: 'title', label: copy.sorts.title, compare: byTitle(title) },
    { id: 'address', label: copy.sorts.address, compare: (a, b) => a.id.localeCompare(b.id) },
  ],
  htmlFields: ['blocks.*.body'],
  livePreview: true,
  titleField: 'title',
});
