import { caseStudySchema, type CaseStudy } from '@/content/case-study';
import { paths } from '@/lib/paths';
import editorCopy from '@messages/admin/editor.json';
import copy from '@messages/admin/case-studies.json';
import { defineCollection } from '../collection/definition';
import { byTitle, categoryOptions, iconOptions } from '../collection/options';

const title = (study: CaseStudy) => study.title.en;

/** Case studies: named by a slug, each with its page at /case-studies/<slug>, and related to each other. */
export const caseStudyDefinition = defineCollection({
  collection: 'caseStudies',
  nav: { group: 'content' },
  section: 'casestudies',
  singular: copy.singular,
  plural: copy.plural,
  schema: caseStudySchema,
  id: { kind: 'slug' },
  hidden: ['id'],
  fields: [
    { name: 'title', kind: 'text', label: copy.title },
    { name: 'category', kind: 'choice', label: copy.category, options: categoryOptions },
    { name: 'description', kind: 'textarea', label: copy.description },
    { name: 'client', kind: 'plain', label: copy.client },
    { name: 'industry', kind: 'text', label: copy.industry },
    { name: 'year', kind: 'number', label: copy.year },
    { name: 'duration', kind: 'text', label: copy.duration },
    { name: 'image', kind: 'image', label: copy.image },
    {
      name: 'youtubeId',
      kind: 'plain',
      label: copy.youtubeId,
      help: copy.youtubeIdHint,
    },
    { name: 'challenge', kind: 'richText', label: copy.challenge },
    { name: 'analysis', kind: 'richText', label: copy.analysis },
    { name: 'solution', kind: 'richText', label: copy.solution },
    { name: 'features', kind: 'textList', label: copy.features, item: copy.feature },
    { name: 'results', kind: 'richText', label: copy.results },
    {
      name: 'kpis',
      kind: 'groupList',
      label: copy.kpis,
      item: copy.kpi,
      help: copy.kpisHint,
      fields: [
        { name: 'icon', kind: 'choice', label: copy.kpiIcon, options: iconOptions },
        { name: 'value', kind: 'text', label: copy.kpiValue },
        { name: 'label', kind: 'text', label: copy.kpiLabel },
      ],
    },
    { name: 'services', kind: 'textList', label: copy.services, item: copy.service },
    { name: 'technologies', kind: 'plainList', label: copy.technologies, item: copy.technology },
    { name: 'gallery', kind: 'imageList', label: copy.gallery, item: copy.galleryImage, collapsed: true },
    {
      name: 'relatedCaseStudies',
      kind: 'relations',
      relation: 'caseStudies',
      label: copy.related,
      item: copy.singular,
      help: copy.relatedHint,
    },
    {
      name: 'testimonial',
      kind: 'group',
      label: copy.testimonial,
      fields: [
        { name: 'quote', kind: 'textarea', label: copy.quote },
        { name: 'author', kind: 'plain', label: copy.author },
        { name: 'title', kind: 'text', label: copy.position },
      ],
    },
  ],
  blank: () => ({}),
  // A figure may be one text in every language ("64%"): the form edits every figure per language.
  toForm: (values) => ({
    ...values,
    kpis: (values.kpis as { value: unknown }[] | undefined)?.map((kpi) =>
      typeof kpi.value === 'string' ? { ...kpi, value: { en: kpi.value } } : kpi,
    ),
  }),
  titleOf: title,
  subtitleOf: (study) => `${study.client} - ${editorCopy.categories[study.category]}`,
  imageOf: (study) => study.image,
  seoKeyOf: (study) => `case-study:${study.id}`,
  publicPaths: (study) => [paths.caseStudy(study.id)],
  references: [
    { collection: 'caseStudies', path: ['relatedCaseStudies'], label: copy.references.related },
    { collection: 'landingPages', path: ['blocks', '*', 'caseStudyIds'], label: copy.references.landingPage },
    { collection: 'pages', path: ['blocks', '*', 'caseStudyIds'], label: copy.references.page },
    { collection: 'sharedBlocks', path: ['blocks', '*', 'caseStudyIds'], label: copy.references.sharedBlock },
  ],
  sorts: [
    { id: 'site', label: copy.sorts.site, compare: (a, b) => a.id.localeCompare(b.id) },
    { id: 'title', label: copy.sorts.title, compare: byTitle(title) },
    {
      id: 'newest',
      label: copy.sorts.newest,
      compare: (a, b) => (b.year ?? 0) - (a.year ?? 0) || byTitle(title)(a, b),
    },
  ],
  filters: [{ id: 'category', label: copy.category, options: categoryOptions, valuesOf: (study) => [study.category] }],
  htmlFields: ['challenge', 'analysis', 'solution', 'results'],
  titleField: 'title',
});
