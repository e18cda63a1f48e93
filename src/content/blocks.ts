import { z } from 'zod';
import { pricingTabIds } from '@/lib/pricing';
import { categoryId, serviceId } from './categories';
import { faq, imageRef, localized, localizedRichText, metric, safeUrl, slug, youtubeId } from './fields';

/**
 * The blocks a page is built from (issue 45): each is one schema here, one form in the admin
 * (src/admin/landing-pages/blocks.ts) and one view on the site (src/features/blocks/). Texts are per language as
 * everywhere; there is no raw HTML block, and nothing is embedded from a host the page's CSP does not allow (a video is
 * a YouTube id behind the facade, an image a site, library or allowed https image).
 */

/** A call to action: its words, and where it goes (a page of the site, `/contact-us`, or an https address). */
const action = z.object({ label: localized(60), href: safeUrl }).strict();

/** Every block can be hidden: kept on the page, not shown to visitors. */
const common = { hidden: z.boolean().optional() };
const heading = localized(160);
const lead = localized(600);
/** How many items a list block shows. */
const limit = z.number().int().min(1).max(12);

const heroBlock = z
  .object({
    type: z.literal('hero'),
    ...common,
    eyebrow: localized(80).optional(),
    heading,
    text: lead.optional(),
    image: imageRef.optional(),
    imageAlt: localized(200).optional(),
    actions: z.array(action).max(2),
  })
  .strict();

const richTextBlock = z
  .object({ type: z.literal('richText'), ...common, heading: heading.optional(), body: localizedRichText })
  .strict();

const imageTextBlock = z
  .object({
    type: z.literal('imageText'),
    ...common,
    heading,
    body: localizedRichText,
    image: imageRef,
    imageAlt: localized(200).optional(),
    /** Where the image stands in the reading direction: before the text or after it. */
    imageSide: z.enum(['start', 'end']),
    action: action.optional(),
  })
  .strict();

const figuresBlock = z
  .object({ type: z.literal('figures'), ...common, heading: heading.optional(), items: z.array(metric).min(1).max(8) })
  .strict();

const servicesBlock = z
  .object({
    type: z.literal('services'),
    ...common,
    heading,
    text: lead.optional(),
    /** The services shown, in this order; none chosen shows all six. */
    serviceIds: z.array(serviceId).max(6),
  })
  .strict();

const projectsBlock = z
  .object({
    type: z.literal('projects'),
    ...common,
    heading,
    text: lead.optional(),
    /** The projects chosen, in order; when none is chosen, the newest of `category` (or of all). */
    projectIds: z.array(z.number().int().positive()).max(12),
    category: categoryId.optional(),
    limit,
  })
  .strict();

const caseStudiesBlock = z
  .object({
    type: z.literal('caseStudies'),
    ...common,
    heading,
    text: lead.optional(),
    caseStudyIds: z.array(slug).max(12),
    category: categoryId.optional(),
    limit,
  })
  .strict();

const testimonialsBlock = z
  .object({
    type: z.literal('testimonials'),
    ...common,
    heading,
    text: lead.optional(),
    /** The testimonials chosen, in order; none chosen shows the first `limit` of the list. */
    testimonialIds: z.array(slug).max(12),
    limit,
  })
  .strict();

const logosBlock = z.object({ type: z.literal('logos'), ...common, heading: heading.optional() }).strict();

const faqBlock = z.object({ type: z.literal('faq'), ...common, heading, items: z.array(faq).min(1).max(20) }).strict();

const videoBlock = z
  .object({
    type: z.literal('video'),
    ...common,
    heading: heading.optional(),
    /** What the video shows, for the player's title and its play button. */
    title: localized(120),
    youtubeId,
  })
  .strict();

const ctaBlock = z
  .object({
    type: z.literal('cta'),
    ...common,
    heading,
    text: lead.optional(),
    actions: z.array(action).min(1).max(2),
  })
  .strict();

/** The contact form; `source` is the label every lead sent from it carries (the leads inbox and its filter show it). */
export const formSource = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens');

const contactFormBlock = z
  .object({ type: z.literal('contactForm'), ...common, heading, text: lead.optional(), source: formSource })
  .strict();

const pricingTeaserBlock = z
  .object({
    type: z.literal('pricingTeaser'),
    ...common,
    heading,
    text: lead.optional(),
    /** The calculator tab it opens on. */
    tab: z.enum(pricingTabIds).optional(),
  })
  .strict();

/** A block saved once and placed on several pages (src/content/shared-block.ts): what `ref` names is shown in its place. */
const sharedBlock = z.object({ type: z.literal('shared'), ...common, ref: slug }).strict();

const sharableBlocks = [
  heroBlock,
  richTextBlock,
  imageTextBlock,
  figuresBlock,
  servicesBlock,
  projectsBlock,
  caseStudiesBlock,
  testimonialsBlock,
  logosBlock,
  faqBlock,
  videoBlock,
  ctaBlock,
  pricingTeaserBlock,
] as const;

/**
 * The blocks a shared block may hold: any but the contact form (one per page, carrying its page's lead source) and a
 * shared block itself.
 */
export const sharableBlockSchema = z.discriminatedUnion('type', [...sharableBlocks]);
export type SharableBlock = z.infer<typeof sharableBlockSchema>;

export const blockSchema = z.discriminatedUnion('type', [...sharableBlocks, contactFormBlock, sharedBlock]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
