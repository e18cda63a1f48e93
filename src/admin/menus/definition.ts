import 'server-only';
import { menusSchema, type Menus } from '@/content/menus';
import { getDb } from '@/server/db';
import { listDocuments } from '@/server/queries/documents';
import { linkTest } from '@/features/shell/menus';
import copy from '@messages/admin/menus.json';
import { defineCollection } from '../collection/definition';
import type { FieldSpec } from '../collection/form-fields';
import { fill } from '../fill';

const linkFields: readonly FieldSpec[] = [
  { name: 'label', kind: 'text', label: copy.label },
  { name: 'href', kind: 'url', label: copy.href, help: copy.hrefHint },
];

/**
 * The links of a menu the site leaves out, by the path of their field: a site path that is no page (a page built from
 * blocks in the trash or not published yet). Said beside each, never refused: the page may come back.
 */
async function missingPages(values: Record<string, unknown>): Promise<Record<string, string>> {
  const landingPages = await listDocuments(getDb(), 'landingPages');
  const followable = linkTest(new Set(landingPages.map((page) => `/${page.id}`)));
  const menus = values as Partial<Menus>;
  const links: [string, string][] = [
    ...(menus.header ?? []).flatMap((item, index) => [
      [`header.${index}.href`, item.href] as [string, string],
      ...(item.children ?? []).map(
        (child, at) => [`header.${index}.children.${at}.href`, child.href] as [string, string],
      ),
    ]),
    ...(menus.footer ?? []).flatMap((group, index) =>
      group.links.map((link, at) => [`footer.${index}.links.${at}.href`, link.href] as [string, string]),
    ),
  ];
  return Object.fromEntries(
    links
      .filter(([, href]) => typeof href === 'string' && !followable(href))
      .map(([path, href]) => [path, fill(copy.noPage, { path: href })]),
  );
}

/** The header's and the footer's links (issue 45): one document, `main`, edited in its own section under Site. */
export const menusDefinition = defineCollection({
  collection: 'menus',
  nav: { group: 'site' },
  section: 'menus',
  singular: copy.singular,
  plural: copy.heading,
  schema: menusSchema,
  id: { kind: 'slug', schema: menusSchema.shape.id },
  fixed: true,
  hidden: ['id'],
  fields: [
    {
      name: 'header',
      kind: 'groupList',
      label: copy.header,
      help: copy.headerHint,
      item: copy.link,
      fields: [
        ...linkFields,
        {
          name: 'children',
          kind: 'groupList',
          label: copy.children,
          item: copy.child,
          fields: linkFields,
          collapsed: true,
        },
      ],
    },
    {
      name: 'footer',
      kind: 'groupList',
      label: copy.footer,
      help: copy.footerHint,
      item: copy.group,
      fields: [
        { name: 'title', kind: 'text', label: copy.groupTitle },
        { name: 'links', kind: 'groupList', label: copy.links, item: copy.link, fields: linkFields },
      ],
    },
  ],
  savedText: copy.savedText,
  blank: () => ({}),
  warnings: missingPages,
  titleOf: () => copy.heading,
  publicPaths: () => [],
  sorts: [{ id: 'menu', label: copy.sorts.menu, compare: () => 0 }],
  titleField: 'header',
});
