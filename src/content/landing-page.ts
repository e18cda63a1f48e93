import { z } from 'zod';
import { blockSchema } from './blocks';
import { localized, slug } from './fields';

/**
 * A page the agency builds from blocks (issue 45): a landing page for a fair, a page per industry, a hiring page. Its id
 * is its address under `/` (src/lib/page-address.ts says which addresses a page may take); its search appearance is
 * its SEO entry, `page:<address>`, as every page's.
 */
export const landingPageSchema = z
  .object({
    id: slug,
    title: localized(120),
    blocks: z
      .array(blockSchema)
      .min(1, 'A page needs at least one block.')
      .max(40)
      // A form is sent to its own page, which answers one form.
      .refine((blocks) => blocks.filter((block) => block.type === 'contactForm').length <= 1, {
        message: 'A page has at most one contact form.',
      }),
  })
  .strict();
export type LandingPage = z.infer<typeof landingPageSchema>;
