import { clientLogoSchema, type ClientLogo } from '@/content/client-logo';
import copy from '@messages/admin/pages.json';
import { defineCollection } from '../collection/definition';
import { byTitle } from '../collection/options';
import { placeLast } from './place-last';

const l = copy.clientLogos;

/** The client logos under the home page's "Trusted by" line: added, edited and deleted like any list; no page of their own. */
export const clientLogoDefinition = defineCollection({
  collection: 'clientLogos',
  nav: { within: 'pages' },
  section: 'clientlogos',
  singular: l.singular,
  plural: l.plural,
  schema: clientLogoSchema,
  id: { kind: 'slug' },
  hidden: ['id', 'order'],
  fields: [
    { name: 'name', kind: 'plain', label: l.name, help: l.nameHint },
    { name: 'image', kind: 'image', label: l.image, decorative: true },
  ],
  savedText: l.savedText,
  blank: () => ({}),
  titleOf: (logo: ClientLogo) => logo.name,
  imageOf: (logo) => logo.image,
  publicPaths: () => [],
  sorts: [
    { id: 'order', label: copy.asOnSite, compare: (a, b) => a.order - b.order },
    { id: 'name', label: l.sorts.name, compare: byTitle((logo: ClientLogo) => logo.name) },
  ],
  titleField: 'name',
  orderField: 'order',
  onCreate: placeLast,
});
