import { z } from 'zod';
import { blockList } from './blocks';
import { localized, slug, type LocalizedText } from './fields';

/**
 * A page the agency builds from blocks (issue 45): a landing page for a fair, a page per industry, a hiring page. Its id
 * is its address under `/` (src/lib/page-address.ts says which addresses a page may take); its search appearance is
 * its SEO entry, `page:<address>`, as every page's.
 */
export const landingPageSchema = z
  .object({
    id: slug,
    title: localized(120),
    blocks: blockList
      // A form is sent to its own page, which answers one form.
      .refine((blocks) => blocks.filter((block) => block.type === 'contactForm').length <= 1, {
        message: 'A page has at most one contact form.',
      }),
  })
  .strict();
export type LandingPage = z.infer<typeof landingPageSchema>;

/** What a page says of itself without an SEO entry: its first shown lead text (a hero's), else its title. */
export function leadOf(page: LandingPage): LocalizedText {
  const texts = page.blocks.flatMap((block) => (!block.hidden && 'text' in block && block.text ? [block.text] : []));
  return texts[0] ?? page.title;
}
