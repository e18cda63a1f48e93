import { caseStudySchema, type CaseStudy } from '@/content/case-study';
import { paths } from '@/lib/paths';
import editorCopy from '@messages/admin/editor.json';
import { defineCollection } from '../collection/definition';
import { byTitle, categoryOptions, iconOptions } from '../collection/options';

const title = (study: CaseStudy) => study.title.en;

/** Case studies: named by a slug, each with its page at /case-studies/<slug>, and related to each other. */
export const caseStudyDefinition = defineCollection({
  collection: 'caseStudies',
  nav: { group: 'content' },
  section: 'casestudies',
  singular: 'Case study',
  plural: 'Case studies',
  schema: caseStudySchema,
  id: { kind: 'slug' },
  hidden: ['id'],
  fields: [
    { name: 'title', kind: 'text', label: 'Title' },
    { name: 'category', kind: 'choice', label: 'Category', options: categoryOptions },
    { name: 'description', kind: 'textarea', label: 'Description' },
    { name: 'client', kind: 'plain', label: 'Client' },
    { name: 'industry', kind: 'text', label: 'Industry' },
    { name: 'year', kind: 'number', label: 'Year' },
    { name: 'duration', kind: 'text', label: 'Duration' },
    { name: 'image', kind: 'image', label: 'Main Image URL' },
    {
      name: 'youtubeId',
      kind: 'plain',
      label: 'YouTube video id',
      help: 'The 11 characters after “v=” in the video’s address.',
    },
    { name: 'challenge', kind: 'richText', label: 'Challenge' },
    { name: 'analysis', kind: 'richText', label: 'Analysis' },
    { name: 'solution', kind: 'richText', label: 'Solution' },
    { name: 'features', kind: 'textList', label: 'Key features', item: 'Feature' },
    { name: 'results', kind: 'richText', label: 'Results' },
    {
      name: 'kpis',
      kind: 'groupList',
      label: 'Key figures',
      item: 'Figure',
      help: 'Three or four figures, e.g. “64%” with “conversion increase”.',
      fields: [
        { name: 'icon', kind: 'choice', label: 'Icon', options: iconOptions },
        { name: 'value', kind: 'text', label: 'Value' },
        { name: 'label', kind: 'text', label: 'Label' },
      ],
    },
    { name: 'services', kind: 'textList', label: 'Services provided', item: 'Service' },
    { name: 'technologies', kind: 'plainList', label: 'Technologies', item: 'Technology' },
    { name: 'gallery', kind: 'imageList', label: 'Gallery Images', item: 'Gallery image', collapsed: true },
    {
      name: 'relatedCaseStudies',
      kind: 'relations',
      relation: 'caseStudies',
      label: 'Related case studies',
      item: 'Case study',
      help: 'Shown at the end of the page, in this order.',
    },
    {
      name: 'testimonial',
      kind: 'group',
      label: 'Client testimonial',
      fields: [
        { name: 'quote', kind: 'textarea', label: 'Quote' },
        { name: 'author', kind: 'plain', label: 'Author' },
        { name: 'title', kind: 'text', label: 'Position' },
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
  references: [{ collection: 'caseStudies', path: ['relatedCaseStudies'], label: 'Case study › Related case studies' }],
  sorts: [
    { id: 'site', label: 'As on the site', compare: (a, b) => a.id.localeCompare(b.id) },
    { id: 'title', label: 'Title (A–Z)', compare: byTitle(title) },
    { id: 'newest', label: 'Newest first', compare: (a, b) => (b.year ?? 0) - (a.year ?? 0) || byTitle(title)(a, b) },
  ],
  filters: [{ id: 'category', label: 'Category', options: categoryOptions, valuesOf: (study) => [study.category] }],
  htmlFields: ['challenge', 'analysis', 'solution', 'results'],
  titleField: 'title',
});
