import { serviceIds } from '@/content/categories';
import type { BlockType } from '@/content/blocks';
import { pricingTabIds } from '@/lib/pricing';
import copy from '@messages/admin/landing-pages.json';
import type { BlockSpec, FieldSpec } from '../collection/form-fields';
import { categoryOptions, iconOptions } from '../collection/options';

const f = copy.fields;

const heading: FieldSpec = { name: 'heading', kind: 'text', label: f.heading };
const text: FieldSpec = { name: 'text', kind: 'textarea', label: f.text };
const limit: FieldSpec = { name: 'limit', kind: 'number', label: f.limit };
const category: FieldSpec = { name: 'category', kind: 'choice', label: f.category, options: categoryOptions };
const actionFields: readonly FieldSpec[] = [
  { name: 'label', kind: 'text', label: f.label },
  { name: 'href', kind: 'url', label: f.href, help: f.hrefHint },
  {
    name: 'style',
    kind: 'choice',
    label: f.style,
    help: f.styleHint,
    options: [
      { value: 'primary', label: f.styles.primary },
      { value: 'secondary', label: f.styles.secondary },
    ],
  },
];
const actions: FieldSpec = {
  name: 'actions',
  kind: 'groupList',
  label: f.actions,
  item: f.action,
  fields: actionFields,
};
const eyebrow: FieldSpec = { name: 'eyebrow', kind: 'text', label: f.eyebrow, help: f.eyebrowHint };
/** A section's heading fields: eyebrow, heading, lead text and buttons. */
const sectionHead: readonly FieldSpec[] = [eyebrow, heading, text, actions];
const iconCards = (name: string, label: string, item: string): FieldSpec => ({
  name,
  kind: 'groupList',
  label,
  item,
  collapsed: true,
  fields: [
    { name: 'icon', kind: 'choice', label: f.icon, options: iconOptions },
    { name: 'title', kind: 'text', label: f.cardTitle },
    { name: 'description', kind: 'textarea', label: f.cardText },
  ],
});
const metrics = (name: string, label: string): FieldSpec => ({
  name,
  kind: 'groupList',
  label,
  item: f.figure,
  fields: [
    { name: 'value', kind: 'plain', label: f.value },
    { name: 'label', kind: 'text', label: f.label },
  ],
});
const imageAlt: FieldSpec = { name: 'imageAlt', kind: 'text', label: f.imageAlt, help: f.imageAltHint };
const relations = (name: string, relation: string, label: string, help: string): FieldSpec => ({
  name,
  kind: 'relations',
  label,
  relation,
  help,
});

/** Each block's form, in the order the picker offers them (src/content/blocks.ts has their schemas). */
const fieldsOf: Record<Exclude<BlockType, 'shared'>, readonly FieldSpec[]> = {
  hero: [
    eyebrow,
    heading,
    text,
    { name: 'benefits', kind: 'textList', label: f.benefits, item: f.benefit, help: f.benefitsHint },
    { name: 'image', kind: 'image', label: f.image },
    imageAlt,
    actions,
    { name: 'note', kind: 'text', label: f.note, help: f.noteHint },
    metrics('figures', f.heroFigures),
    { name: 'figuresLabel', kind: 'text', label: f.figuresLabel, help: f.figuresLabelHint },
  ],
  richText: [
    heading,
    { name: 'body', kind: 'richText', label: f.body },
    {
      name: 'cards',
      kind: 'groupList',
      label: f.cards,
      item: f.card,
      help: f.cardsHint,
      fields: [
        { name: 'title', kind: 'text', label: f.cardTitle },
        { name: 'text', kind: 'textarea', label: f.cardText },
      ],
    },
  ],
  imageText: [
    heading,
    { name: 'body', kind: 'richText', label: f.body },
    { name: 'image', kind: 'image', label: f.image },
    imageAlt,
    {
      name: 'imageSide',
      kind: 'choice',
      label: f.imageSide,
      options: [
        { value: 'start', label: f.imageSides.start },
        { value: 'end', label: f.imageSides.end },
      ],
    },
    { name: 'action', kind: 'group', label: f.action, fields: actionFields },
  ],
  figures: [heading, metrics('items', f.items)],
  services: [
    ...sectionHead,
    {
      name: 'serviceIds',
      kind: 'choices',
      label: f.serviceIds,
      help: f.serviceIdsHint,
      options: serviceIds.map((id) => ({ value: id, label: f.serviceNames[id] })),
    },
  ],
  projects: [...sectionHead, relations('projectIds', 'projects', f.projectIds, f.projectIdsHint), category, limit],
  caseStudies: [
    ...sectionHead,
    relations('caseStudyIds', 'caseStudies', f.caseStudyIds, f.caseStudyIdsHint),
    category,
    limit,
  ],
  testimonials: [
    eyebrow,
    heading,
    text,
    relations('testimonialIds', 'textTestimonials', f.testimonialIds, f.testimonialIdsHint),
    limit,
    { name: 'videosHeading', kind: 'text', label: f.videosHeading, help: f.videosHeadingHint },
  ],
  logos: [heading],
  faq: [
    heading,
    {
      name: 'items',
      kind: 'groupList',
      label: f.questions,
      item: f.question,
      fields: [
        { name: 'question', kind: 'text', label: f.question },
        { name: 'answer', kind: 'textarea', label: f.answer },
      ],
    },
  ],
  video: [
    heading,
    { name: 'title', kind: 'text', label: f.videoTitle },
    { name: 'youtubeId', kind: 'plain', label: f.youtubeId, help: f.youtubeIdHint },
  ],
  cta: [
    heading,
    text,
    actions,
    {
      name: 'points',
      kind: 'group',
      label: f.points,
      help: f.pointsHint,
      fields: [{ name: 'heading', kind: 'text', label: f.pointsHeading }, iconCards('items', f.cards, f.card)],
    },
  ],
  features: [...sectionHead, iconCards('items', f.cards, f.card)],
  skills: [
    eyebrow,
    heading,
    text,
    {
      name: 'skills',
      kind: 'groupList',
      label: f.skills,
      item: f.skill,
      collapsed: true,
      fields: [
        { name: 'name', kind: 'text', label: f.skillName },
        { name: 'percent', kind: 'number', label: f.percent },
      ],
    },
    { name: 'technologiesHeading', kind: 'text', label: f.technologiesHeading },
    {
      name: 'technologyGroups',
      kind: 'groupList',
      label: f.technologyGroups,
      item: f.technologyGroup,
      collapsed: true,
      fields: [
        { name: 'name', kind: 'text', label: f.groupName },
        { name: 'items', kind: 'plainList', label: f.technologies, item: f.technology },
      ],
    },
  ],
  steps: [
    heading,
    text,
    {
      name: 'items',
      kind: 'groupList',
      label: f.steps,
      item: f.step,
      collapsed: true,
      fields: [
        { name: 'title', kind: 'text', label: f.stepTitle },
        { name: 'description', kind: 'textarea', label: f.stepText },
        { name: 'bullets', kind: 'textList', label: f.bullets, item: f.bullet },
      ],
    },
  ],
  contactForm: [heading, text, { name: 'source', kind: 'plain', label: f.source, help: f.sourceHint }],
  pricingTeaser: [
    heading,
    text,
    {
      name: 'tab',
      kind: 'choice',
      label: f.tab,
      options: pricingTabIds.map((id) => ({ value: id, label: f.tabs[id] })),
    },
  ],
};

/** What a new block holds besides its fields' blanks. */
const blanks: Partial<Record<keyof typeof fieldsOf, Record<string, unknown>>> = {
  imageText: { imageSide: 'start' },
  projects: { limit: 3 },
  caseStudies: { limit: 3 },
  testimonials: { limit: 6 },
  figures: { items: [{ value: '', label: { en: '' } }] },
  faq: { items: [{ question: { en: '' }, answer: { en: '' } }] },
  cta: { actions: [{ label: { en: '' }, href: '/contact-us' }] },
  features: { items: [{ icon: 'target', title: { en: '' }, description: { en: '' } }] },
  skills: { skills: [{ name: { en: '' }, percent: 80 }], technologyGroups: [] },
  steps: { items: [{ title: { en: '' }, description: { en: '' }, bullets: [] }] },
};

/**
 * The block library as the page editor offers it. A shared block placed on a page has no fields there: it is edited in
 * one place, its own editor (src/admin/shared-blocks/).
 */
export const blockSpecs: readonly BlockSpec[] = (Object.keys(fieldsOf) as (keyof typeof fieldsOf)[]).map((type) => ({
  type,
  label: copy.types[type].label,
  description: copy.types[type].description,
  fields: fieldsOf[type],
  blank: blanks[type],
}));

/** The blocks a shared block may hold: any but the contact form (src/content/blocks.ts `sharableBlockSchema`). */
export const sharableBlockSpecs = blockSpecs.filter((spec) => spec.type !== 'contactForm');
