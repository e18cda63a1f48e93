import { socialPlanSchema, type SocialPlan } from '@/content/social-plan';
import copy from '@messages/admin/pages.json';
import { defineCollection } from '../collection/definition';
import { fill } from '../fill';
import { placeLast } from './place-last';

const p = copy.plans;

/** The plans of the social media plans page: edited, added and deleted like any list, each a card of that page. */
export const socialPlanDefinition = defineCollection({
  collection: 'socialPlans',
  nav: { within: 'pages' },
  section: 'socialplans',
  singular: p.singular,
  plural: p.plural,
  schema: socialPlanSchema,
  id: { kind: 'slug' },
  hidden: ['id', 'order'],
  fields: [
    { name: 'name', kind: 'text', label: p.name },
    { name: 'price', kind: 'number', label: p.price, help: p.priceHint },
    { name: 'originalPrice', kind: 'number', label: p.originalPrice },
    { name: 'description', kind: 'textarea', label: p.description },
    {
      name: 'quantities',
      kind: 'group',
      label: p.quantities,
      help: p.quantitiesHint,
      fields: [
        { name: 'blogPosts', kind: 'number', label: p.blogPosts },
        { name: 'videos', kind: 'number', label: p.videos },
        { name: 'carousels', kind: 'number', label: p.carousels },
      ],
    },
    { name: 'features', kind: 'textList', label: p.features, item: p.feature },
    { name: 'popular', kind: 'boolean', label: p.popular, help: p.popularHint },
  ],
  savedText: p.savedText,
  blank: () => ({ popular: false, quantities: { blogPosts: 0, videos: 0, carousels: 0 } }),
  titleOf: (plan: SocialPlan) => plan.name.en,
  subtitleOf: (plan) => fill(p.perMonth, { price: plan.price }),
  publicPaths: () => [],
  sorts: [{ id: 'order', label: copy.asOnSite, compare: (a, b) => a.order - b.order }],
  titleField: 'name',
  orderField: 'order',
  onCreate: placeLast,
});
