import { z } from 'zod';
import { localized, safeUrl } from './fields';

/**
 * The site's menus (issue 45): the header's main links, one level of links under each, and the footer's groups of
 * links. A link goes to a page of the site by its path (`/services`, a page built from blocks `/fair-2027`; shown in
 * the visitor's language) or to an https address. A link to a page that is not there (in the trash) is left out of the
 * menu, and the editor says so.
 */
const menuLink = z.object({ label: localized(40), href: safeUrl }).strict();

export const menusSchema = z
  .object({
    id: z.literal('main'),
    header: z
      .array(menuLink.extend({ children: z.array(menuLink).max(8).optional() }).strict())
      .min(1)
      .max(9),
    footer: z
      .array(z.object({ title: localized(40), links: z.array(menuLink).min(1).max(12) }).strict())
      .min(1)
      .max(4),
  })
  .strict();
export type Menus = z.infer<typeof menusSchema>;
export type MenuLink = z.infer<typeof menuLink>;
