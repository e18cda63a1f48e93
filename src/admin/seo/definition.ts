import { seoEntrySchema, seoKey, type SeoEntry } from '@/content/seo-entry';
import copy from '@messages/admin/seo.json';
import { defineCollection } from '../collection/definition';
import { fill } from '../fill';
import { listSeoPages } from './pages';
import { tabOf } from './tabs';

/**
 * The SEO entries (spec 001 "SEO editor"): one per page of the site, named by the page (`home`, `service:web3`,
 * `blog:<slug>`). The site makes the pages, so the admin never creates or deletes an entry by hand: a page without
 * one gets it on its first save. Its form is the SEO editor's own (live length hints, a search-result preview), on
 * these fields and limits.
 */
export const seoDefinition = defineCollection({
  collection: 'seo',
  nav: { group: 'site' },
  section: 'seo',
  singular: copy.singular,
  plural: copy.plural,
  schema: seoEntrySchema,
  id: { kind: 'slug', schema: seoKey },
  fixed: true,
  createMissing: true,
  hidden: ['id', 'ogTitle', 'ogDescription'],
  fields: [
    { name: 'title', kind: 'text', label: copy.titleTag },
    { name: 'description', kind: 'textarea', label: copy.metaDescription },
    { name: 'ogImage', kind: 'image', label: copy.ogImage, offSite: true },
    { name: 'keywords', kind: 'plainList', label: copy.keywords, item: copy.keyword },
    { name: 'noindex', kind: 'boolean', label: copy.noindex },
    { name: 'canonicalUrl', kind: 'url', label: copy.canonical },
  ],
  messages: { ogImage: copy.errors.image },
  // An entry is written only for a page of the site (the page of a deleted item has none).
  check: async (_values, { id }) =>
    (await listSeoPages(tabOf(id))).some((page) => page.id === id)
      ? undefined
      : { form: fill(copy.errors.noPage, { id }) },
  blank: () => ({}),
  titleOf: (entry: SeoEntry) => entry.title.en,
  publicPaths: () => [],
  sorts: [{ id: 'id', label: copy.sorts.page, compare: (a, b) => a.id.localeCompare(b.id) }],
  titleField: 'title',
});
