import { z } from 'zod';
import { blockList } from './blocks';
import {
  faq,
  iconName,
  imageRef,
  isoDate,
  localized,
  localizedMarkdown,
  localizedText,
  metric,
  rating,
  titledText,
} from './fields';

const iconCard = z.object({ icon: iconName, title: localized(120), description: localized(1000) }).strict();

/**
 * The home, about and process pages are built from blocks (issue 45), as landing pages are: the agency reorders, hides
 * and adds sections. A form is sent to a landing page or the contact page, so these pages take none.
 */
const fixedPageBlocks = blockList.refine((blocks) => !blocks.some((block) => block.type === 'contactForm'), {
  message: 'This page takes no contact form: place one on a landing page or use the contact page.',
});

export const homePageSchema = z
  .object({
    id: z.literal('home'),
    // The site's front door is never empty: one section at least stays shown.
    blocks: fixedPageBlocks.refine((blocks) => blocks.some((block) => !block.hidden), {
      message: 'The home page needs at least one section shown.',
    }),
  })
  .strict();

export const aboutPageSchema = z.object({ id: z.literal('about'), blocks: fixedPageBlocks }).strict();

export const servicesPageSchema = z
  .object({
    id: z.literal('services'),
    intro: localized(600),
    howWeWork: z.array(titledText).length(8),
    faqs: z.array(faq).length(5),
  })
  .strict();

export const processPageSchema = z.object({ id: z.literal('process'), blocks: fixedPageBlocks }).strict();

export const whitelabelPageSchema = z
  .object({
    id: z.literal('whitelabel'),
    intro: localized(600),
    reasons: z.array(iconCard).length(6),
    partnerTypes: z.array(iconCard).length(6),
    services: z.array(iconCard).length(6),
    steps: z.array(titledText).length(6),
    engagementModels: z
      .array(
        z
          .object({
            id: z.enum(['fixed-monthly-hours', 'fixed-cost', 'fixed-monthly-resource']),
            name: localized(80),
            description: localized(600),
            bestFor: localized(200),
            features: z.array(localizedText).min(3).max(6),
          })
          .strict(),
      )
      .length(3),
    technicalApproach: z.array(iconCard).min(4).max(8),
    communication: z.array(iconCard).min(3).max(6),
    qaMetrics: z.array(metric).length(4),
    responseTimes: z.array(z.object({ label: localized(120), value: localized(60) }).strict()).length(3),
    faqs: z.array(faq).length(8),
  })
  .strict();

export const contactPageSchema = z
  .object({
    id: z.literal('contact'),
    intro: localized(600),
    responseNote: localized(200),
    faqs: z.array(faq).length(4),
  })
  .strict();

export const socialPlansPageSchema = z
  .object({
    id: z.literal('socialPlans'),
    headline: localized(160),
    intro: localized(600),
    offer: z
      .object({
        discountPercent: z.number().int().min(1).max(100),
        expiresInHours: z.number().int().positive(),
        clientLimit: z.number().int().positive(),
        moneyBackDays: z.number().int().positive(),
        businessesServed: z.string().max(12),
      })
      .strict(),
    results: z
      .array(
        z
          .object({
            title: localized(120),
            description: localized(600),
            metrics: z.array(metric).min(1).max(4),
            image: imageRef,
          })
          .strict(),
      )
      .min(1)
      .max(6),
    testimonials: z
      .array(
        z
          .object({
            name: z.string().trim().min(1).max(120),
            company: z.string().trim().min(1).max(120),
            image: imageRef,
            rating,
            text: localized(800),
          })
          .strict(),
      )
      .min(1)
      .max(9),
    faqs: z.array(faq).max(8),
  })
  .strict();

export const legalPageSchema = z
  .object({
    id: z.enum(['privacy', 'terms']),
    title: localized(120),
    updated: isoDate,
    body: localizedMarkdown,
  })
  .strict();

export const pageSchema = z.discriminatedUnion('id', [
  homePageSchema,
  aboutPageSchema,
  servicesPageSchema,
  processPageSchema,
  whitelabelPageSchema,
  contactPageSchema,
  socialPlansPageSchema,
  legalPageSchema,
]);
export type Page = z.infer<typeof pageSchema>;
export type PageId = Page['id'];
export type PageOf<Id extends PageId> = Extract<Page, { id: Id }>;
