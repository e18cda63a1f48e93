import { serviceSchema, type Service } from '@/content/service';
import { paths } from '@/lib/paths';
import copy from '@messages/admin/services.json';
import { defineCollection } from '../collection/definition';
import { iconOptions } from '../collection/options';

/**
 * The six services (spec 001 "Services editor"): a fixed set, since their ids are in the contact forms and the pricing
 * calculator. Everything a visitor reads on a service's page has a field, its related projects chosen by title.
 */
export const serviceDefinition = defineCollection({
  collection: 'services',
  nav: { group: 'content' },
  section: 'services',
  singular: copy.singular,
  plural: copy.listLabel,
  schema: serviceSchema,
  id: { kind: 'slug' },
  fixed: true,
  hidden: ['id', 'order'],
  fields: [
    { name: 'title', kind: 'text', label: copy.title },
    { name: 'description', kind: 'textarea', label: copy.description, help: copy.descriptionHint },
    { name: 'image', kind: 'image', label: copy.image, decorative: true },
    { name: 'secondaryImage', kind: 'image', label: copy.secondaryImage, decorative: true },
    { name: 'features', kind: 'textList', label: copy.features, item: copy.feature },
    { name: 'technologies', kind: 'plainList', label: copy.technologies, item: copy.technology },
    {
      name: 'process',
      kind: 'groupList',
      label: copy.process,
      item: copy.step,
      fields: [
        { name: 'title', kind: 'text', label: copy.stepTitle },
        { name: 'description', kind: 'textarea', label: copy.stepDescription },
      ],
    },
    { name: 'benefits', kind: 'textList', label: copy.benefits, item: copy.benefit },
    { name: 'overview', kind: 'richText', label: copy.overview, collapsed: true },
    {
      name: 'relatedProjectIds',
      kind: 'relations',
      relation: 'projects',
      label: copy.relatedProjects,
      item: copy.project,
      help: copy.relatedProjectsHint,
    },
    { name: 'icon', kind: 'choice', label: copy.icon, options: iconOptions, help: copy.iconHint },
    {
      name: 'metrics',
      kind: 'groupList',
      label: copy.metrics,
      item: copy.metric,
      help: copy.metricsHint,
      collapsed: true,
      fields: [
        { name: 'value', kind: 'plain', label: copy.metricValue },
        { name: 'label', kind: 'text', label: copy.metricLabel },
      ],
    },
    {
      name: 'faqs',
      kind: 'groupList',
      label: copy.faqs,
      item: copy.faq,
      collapsed: true,
      fields: [
        { name: 'question', kind: 'text', label: copy.question },
        { name: 'answer', kind: 'textarea', label: copy.answer },
      ],
    },
  ],
  blank: () => ({}),
  titleOf: (service: Service) => service.title.en,
  subtitleOf: (service) => service.description.en,
  imageOf: (service) => service.image,
  seoKeyOf: (service) => `service:${service.id}`,
  publicPaths: (service) => [paths.service(service.id)],
  sorts: [{ id: 'order', label: copy.sorts.order, compare: (a, b) => a.order - b.order }],
  htmlFields: ['overview'],
  titleField: 'title',
});
