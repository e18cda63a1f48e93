import {
  aboutPageSchema,
  contactPageSchema,
  homePageSchema,
  legalPageSchema,
  processPageSchema,
  servicesPageSchema,
  socialPlansPageSchema,
  whitelabelPageSchema,
  type Page,
  type PageId,
} from '@/content/page';
import { paths } from '@/lib/paths';
import copy from '@messages/admin/pages.json';
import { defineCollection } from '../collection/definition';
import type { FieldSpec } from '../collection/form-fields';
import { iconOptions } from '../collection/options';
import { fill } from '../fill';
import { sharableBlockSpecs } from '../landing-pages/blocks';
import blocksCopy from '@messages/admin/landing-pages.json';

type PageSchema =
  | typeof homePageSchema
  | typeof aboutPageSchema
  | typeof servicesPageSchema
  | typeof processPageSchema
  | typeof whitelabelPageSchema
  | typeof contactPageSchema
  | typeof socialPlansPageSchema
  | typeof legalPageSchema;

const c = copy.common;

/** The fixed pages in the order the Pages section lists them. */
export const pageIds = [
  'home',
  'about',
  'services',
  'process',
  'whitelabel',
  'contact',
  'socialPlans',
  'privacy',
  'terms',
] as const satisfies readonly PageId[];

/** A page's name in the admin: the legal pages' own titles, the others' from the admin copy. */
export const pageTitleOf = (page: Page): string =>
  page.id === 'privacy' || page.id === 'terms' ? page.title.en : copy.titles[page.id];

const intro: FieldSpec = { name: 'intro', kind: 'textarea', label: c.intro, help: c.introHint };

const iconCards = (name: string, label: string, item: string): FieldSpec => ({
  name,
  kind: 'groupList',
  label,
  item,
  collapsed: true,
  fields: [
    { name: 'icon', kind: 'choice', label: c.icon, options: iconOptions },
    { name: 'title', kind: 'text', label: c.cardTitle },
    { name: 'description', kind: 'textarea', label: c.cardDescription },
  ],
});

const titledTexts = (name: string, label: string, item: string): FieldSpec => ({
  name,
  kind: 'groupList',
  label,
  item,
  collapsed: true,
  fields: [
    { name: 'title', kind: 'text', label: c.stepTitle },
    { name: 'description', kind: 'textarea', label: c.stepDescription },
  ],
});

const metrics = (name: string, label: string, item: string): FieldSpec => ({
  name,
  kind: 'groupList',
  label,
  item,
  collapsed: true,
  fields: [
    { name: 'value', kind: 'plain', label: c.metricValue, help: c.metricValueHint },
    { name: 'label', kind: 'text', label: c.metricLabel },
  ],
});

const faqs: FieldSpec = {
  name: 'faqs',
  kind: 'groupList',
  label: c.faqs,
  item: c.faq,
  collapsed: true,
  fields: [
    { name: 'question', kind: 'text', label: c.question },
    { name: 'answer', kind: 'textarea', label: c.answer },
  ],
};

/**
 * One fixed page's form. The pages share the collection `pages` but not their fields, so each has a definition of its
 * own, registered as `pages.<key>`; its id schema (the page's `id` literal) lets its actions write that page alone.
 */
function pageDefinition(
  key: string,
  schema: PageSchema,
  fields: readonly FieldSpec[],
  options: { livePreview?: boolean; htmlFields?: string[]; titleField?: string } = {},
) {
  return defineCollection({
    ...options,
    collection: 'pages',
    key: `pages.${key}`,
    nav: { group: 'content' },
    section: 'pages',
    singular: copy.singular,
    plural: copy.plural,
    schema,
    id: { kind: 'slug', schema: schema.shape.id },
    fixed: true,
    hidden: ['id'],
    fields,
    // The toast names the page: a legal page by its own title (`{title}`, filled by the form), the others by name.
    savedText: fill(copy.savedText, { page: key === 'legal' ? '{title}' : copy.titles[key as PageId] }),
    blank: () => ({}),
    titleOf: pageTitleOf,
    publicPaths: (page) => [paths[page.id]],
    seoKeyOf: (page) => page.id,
    sorts: [{ id: 'order', label: copy.asOnSite, compare: (a, b) => pageIds.indexOf(a.id) - pageIds.indexOf(b.id) }],
    titleField: options.titleField ?? fields[0]!.name,
  });
}

/**
 * The home, about and process pages are built from blocks (issue 45): the landing pages' block library, without the
 * contact form (a form is sent to a landing page or the contact page), with the same live preview.
 */
const pageBlocks: FieldSpec = {
  name: 'blocks',
  kind: 'blocks',
  label: blocksCopy.blocks,
  help: blocksCopy.blocksHint,
  item: blocksCopy.block,
  blocks: sharableBlockSpecs,
  relation: 'sharedBlocks',
};
// A draft keeps every block as it stands, complete or not (src/lib/draft-rules.ts): the page has no title to require.
const blockPage = { livePreview: true, htmlFields: ['blocks.*.body'], titleField: 'id' };
const homeDefinition = pageDefinition('home', homePageSchema, [pageBlocks], blockPage);
const aboutDefinition = pageDefinition('about', aboutPageSchema, [pageBlocks], blockPage);

const servicesDefinition = pageDefinition('services', servicesPageSchema, [
  intro,
  titledTexts('howWeWork', copy.services.howWeWork, copy.services.step),
  faqs,
]);

const processDefinition = pageDefinition('process', processPageSchema, [pageBlocks], blockPage);

const w = copy.whitelabel;
const whitelabelDefinition = pageDefinition('whitelabel', whitelabelPageSchema, [
  intro,
  iconCards('reasons', w.reasons, w.reason),
  iconCards('partnerTypes', w.partnerTypes, w.partnerType),
  iconCards('services', w.services, w.service),
  titledTexts('steps', w.steps, w.step),
  {
    // Each model's `id` names it in the partnership form: the form keeps it and edits the words.
    name: 'engagementModels',
    kind: 'groupList',
    label: w.engagementModels,
    item: w.engagementModel,
    collapsed: true,
    fields: [
      { name: 'name', kind: 'text', label: w.modelName },
      { name: 'description', kind: 'textarea', label: w.modelDescription },
      { name: 'bestFor', kind: 'text', label: w.bestFor },
      { name: 'features', kind: 'textList', label: w.features, item: w.feature },
    ],
  },
  iconCards('technicalApproach', w.technicalApproach, w.approach),
  iconCards('communication', w.communication, w.channel),
  metrics('qaMetrics', w.qaMetrics, w.qaMetric),
  {
    name: 'responseTimes',
    kind: 'groupList',
    label: w.responseTimes,
    item: w.responseTime,
    collapsed: true,
    fields: [
      { name: 'label', kind: 'text', label: w.responseLabel },
      { name: 'value', kind: 'text', label: w.responseValue },
    ],
  },
  faqs,
]);

const contactDefinition = pageDefinition('contact', contactPageSchema, [
  intro,
  { name: 'responseNote', kind: 'text', label: copy.contact.responseNote, help: copy.contact.responseNoteHint },
  faqs,
]);

const s = copy.socialPlans;
const socialPlansDefinition = pageDefinition('socialPlans', socialPlansPageSchema, [
  { name: 'headline', kind: 'text', label: s.headline },
  intro,
  {
    name: 'offer',
    kind: 'group',
    label: s.offer,
    help: s.offerHint,
    fields: [
      { name: 'discountPercent', kind: 'number', label: s.discountPercent },
      { name: 'expiresInHours', kind: 'number', label: s.expiresInHours },
      { name: 'clientLimit', kind: 'number', label: s.clientLimit },
      { name: 'moneyBackDays', kind: 'number', label: s.moneyBackDays },
      { name: 'businessesServed', kind: 'plain', label: s.businessesServed, help: s.businessesServedHint },
    ],
  },
  {
    name: 'results',
    kind: 'groupList',
    label: s.results,
    item: s.result,
    collapsed: true,
    fields: [
      { name: 'title', kind: 'text', label: s.resultTitle },
      { name: 'description', kind: 'textarea', label: s.resultDescription },
      metrics('metrics', s.metrics, s.metric),
      { name: 'image', kind: 'image', label: s.resultImage, decorative: true },
    ],
  },
  {
    name: 'testimonials',
    kind: 'groupList',
    label: s.testimonials,
    item: s.testimonial,
    collapsed: true,
    fields: [
      { name: 'name', kind: 'plain', label: s.name },
      { name: 'company', kind: 'plain', label: s.company },
      { name: 'image', kind: 'image', label: s.image, decorative: true },
      { name: 'rating', kind: 'rating', label: s.rating },
      { name: 'text', kind: 'textarea', label: s.text },
    ],
  },
  faqs,
]);

const legalDefinition = pageDefinition('legal', legalPageSchema, [
  { name: 'title', kind: 'text', label: copy.legal.title },
  { name: 'updated', kind: 'date', label: copy.legal.updated, help: copy.legal.updatedHint },
  { name: 'body', kind: 'textarea', label: copy.legal.body, help: c.markdownHint },
]);

/** Every fixed page's definition; the privacy policy and the terms share one. */
export const pageDefinitions = [
  homeDefinition,
  aboutDefinition,
  servicesDefinition,
  processDefinition,
  whitelabelDefinition,
  contactDefinition,
  socialPlansDefinition,
  legalDefinition,
] as const;

type PageDefinition = (typeof pageDefinitions)[number];

/** Whether the definition's form edits page `id`: its id schema takes it. */
export const editsPage = (definition: PageDefinition, id: string): boolean =>
  definition.id.kind === 'slug' && definition.id.schema?.safeParse(id).success === true;

/** The definition whose form edits page `id`, if `id` names a fixed page. */
export function pageDefinitionOf(id: string): PageDefinition | undefined {
  return pageDefinitions.find((definition) => editsPage(definition, id));
}
