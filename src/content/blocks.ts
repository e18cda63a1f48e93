import { z } from 'zod';
import { pricingTabIds } from '@/lib/pricing';
import { categoryId, serviceId } from './categories';
import {
  faq,
  iconName,
  imageRef,
  localized,
  localizedRichText,
  localizedText,
  metric,
  safeUrl,
  slug,
  youtubeId,
} from './fields';

/**
 * The blocks a page is built from (issue 45): each is one schema here, one form in the admin
 * (src/admin/landing-pages/blocks.ts) and one view on the site (src/features/blocks/). Texts are per language as
 * everywhere; there is no raw HTML block, and nothing is embedded from a host the page's CSP does not allow (a video is
 * a YouTube id behind the facade, an image a site, library or allowed https image).
 */

/**
 * A call to action: its words, where it goes (a page of the site, `/contact-us`, or an https address), and whether it
 * is a filled or an outlined button (by default the first of a block is filled, the others outlined).
 */
const action = z
  .object({ label: localized(60), href: safeUrl, style: z.enum(['primary', 'secondary']).optional() })
  .strict();

/** Every block can be hidden: kept on the page, not shown to visitors. */
const common = { hidden: z.boolean().optional() };
const heading = localized(160);
const lead = localized(600);
/** How many items a list block shows. */
const limit = z.number().int().min(1).max(12);
/** What a section block may say above its content: a small eyebrow over its heading, and up to two buttons. */
const sectionHead = { eyebrow: localized(80).optional(), actions: z.array(action).max(2).optional() };
/** A card with an icon: a value, a reason to choose the agency, what a client gets. */
const iconCard = z.object({ icon: iconName, title: localized(120), description: localized(1000) }).strict();

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
    /** Short points under the text, each with a tick. */
    benefits: z.array(localizedText).max(6).optional(),
    /** A line under the buttons ("Trusted by 150+ brands"). */
    note: localized(120).optional(),
    /** Key figures along the bottom of the band. */
    figures: z.array(metric).max(8).optional(),
    /** What the figures are, for assistive technology ("Emberline Digital in numbers"). */
    figuresLabel: localized(120).optional(),
  })
  .strict();

const richTextBlock = z
  .object({
    type: z.literal('richText'),
    ...common,
    heading: heading.optional(),
    body: localizedRichText,
    /** Short cards beside the text (a mission and a vision). */
    cards: z
      .array(z.object({ title: localized(120), text: localized(1000) }).strict())
      .max(3)
      .optional(),
  })
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
    ...sectionHead,
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
    ...sectionHead,
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
    ...sectionHead,
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
    eyebrow: localized(80).optional(),
    heading,
    text: lead.optional(),
    /** The testimonials chosen, in order; none chosen shows the first `limit` of the list. */
    testimonialIds: z.array(slug).max(12),
    limit,
    /** When set, the video testimonials follow the carousel under this heading. */
    videosHeading: localized(120).optional(),
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
    /** Cards beside the call to action under their own heading ("Why Choose Us"). */
    points: z
      .object({ heading: localized(120), items: z.array(iconCard).min(1).max(6) })
      .strict()
      .optional(),
  })
  .strict();

const featuresBlock = z
  .object({
    type: z.literal('features'),
    ...common,
    ...sectionHead,
    heading,
    text: lead.optional(),
    items: z.array(iconCard).min(1).max(12),
  })
  .strict();

const skillsBlock = z
  .object({
    type: z.literal('skills'),
    ...common,
    eyebrow: localized(80).optional(),
    heading,
    text: lead.optional(),
    skills: z
      .array(z.object({ name: localized(80), percent: z.number().int().min(0).max(100) }).strict())
      .min(1)
      .max(16),
    /** The technologies beside the skills, in named groups. */
    technologiesHeading: localized(120).optional(),
    technologyGroups: z
      .array(
        z.object({ name: localized(80), items: z.array(z.string().trim().min(1).max(60)).min(1).max(30) }).strict(),
      )
      .max(10),
  })
  .strict();

const stepsBlock = z
  .object({
    type: z.literal('steps'),
    ...common,
    heading: heading.optional(),
    text: lead.optional(),
    /** The steps in order, numbered on the page, each with what it delivers. */
    items: z
      .array(
        z
          .object({ title: localized(120), description: localized(600), bullets: z.array(localizedText).max(6) })
          .strict(),
      )
      .min(1)
      .max(12),
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
  featuresBlock,
  skillsBlock,
  stepsBlock,
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

/** The blocks of a page, in order: at least one, at most forty. */
export const blockList = z.array(blockSchema).min(1, 'A page needs at least one block.').max(40);
