import { z } from 'zod';
import { formSource } from '@/content/blocks';
import { serviceId } from '@/content/categories';
import { attributionFields, attributionRules, type AttributionField } from '@/lib/attribution';
import { leadLimits } from '@/lib/lead-limits';
import { locales } from '@/lib/locales';

/** Budget ranges of the contact form, in display order (labels in the message catalogs). */
export const budgets = ['under-5k', '5k-10k', '10k-25k', '25k-plus'] as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, 'required');
const optional = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** One attribution field by its rule (lib/attribution.ts): optional, and an empty value is none. */
function attributionField(field: AttributionField) {
  const rule = attributionRules[field];
  const trimmed = rule.lowercase ? z.string().trim().toLowerCase() : z.string().trim();
  return trimmed
    .max(rule.max)
    .regex(rule.pattern, rule.word)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** The fields a lead form may carry about where the visit came from; each is checked, none is required. */
export const attributionShape = Object.fromEntries(
  attributionFields.map((field) => [field, attributionField(field)]),
) as Record<AttributionField, ReturnType<typeof attributionField>>;

/** Fields every form carries besides what the visitor typed. */
const common = {
  email: z.string().trim().max(leadLimits.email).pipe(z.email('email')),
  locale: z.enum(locales),
  page: text(300)
    .regex(/^\/[^\s]*$/, 'path')
    .optional(),
  captcha: text(20_000).optional(),
  /** Honeypot: people never see or fill it. */
  website: text(500).optional(),
  /** When the form was rendered, signed by the server (fill-time check). */
  issuedAt: text(200).optional(),
  /** Where the visit came from (landing page, referrer, campaign tags), when the browser kept it. */
  ...attributionShape,
};

const serviceList = z
  .array(serviceId)
  .max(6)
  .transform((list) => [...new Set(list)]);

export const contactInputSchema = z
  .object({
    ...common,
    name: required(leadLimits.name),
    phone: optional(leadLimits.phone).refine((v) => v === undefined || /^[+()\d\s.-]{5,40}$/.test(v), 'phone'),
    company: optional(leadLimits.company),
    budget: z
      .enum(budgets)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    message: required(leadLimits.message),
    services: serviceList.refine((list) => list.length > 0, 'services'),
    /** A calculator estimate the visitor brings along; recomputed on the server, never trusted. */
    estimateTab: optional(20),
    estimateOptions: optional(2000),
    estimateInterval: optional(20),
    plan: optional(40),
    /** The label of a page's contact form (a block's), which the lead carries to the inbox. */
    formSource: formSource.optional().or(z.literal('').transform(() => undefined)),
  })
  .strict();

export const whitelabelInputSchema = z
  .object({
    ...common,
    name: required(leadLimits.name),
    company: required(leadLimits.company),
    message: required(leadLimits.message),
    services: serviceList.default([]),
  })
  .strict();

/** The chat widget's message: what to ask and where to answer; a name if the visitor gives one. */
const chatInputSchema = z
  .object({
    ...common,
    name: optional(leadLimits.name),
    message: required(leadLimits.chatMessage),
  })
  .strict();

/** The public forms that submit leads. The inbox tells one more kind apart (`InboxKind` in lib/lead-pipeline). */
export type FormKind = 'contact' | 'whitelabel' | 'chat';

/**
 * One submission of any form, told apart by `kind`: parsed once, and the result narrows to that form's fields (only a
 * contact message has a phone, a budget or an estimate).
 */
export const leadSubmissionSchema = z.discriminatedUnion('kind', [
  contactInputSchema.extend({ kind: z.literal('contact') }),
  whitelabelInputSchema.extend({ kind: z.literal('whitelabel') }),
  chatInputSchema.extend({ kind: z.literal('chat') }),
]);
