import { projectSchema, type Project } from '@/content/project';
import { paths } from '@/lib/paths';
import editorCopy from '@messages/admin/editor.json';
import copy from '@messages/admin/projects.json';
import { defineCollection } from '../collection/definition';
import { byTitle, categoryOptions } from '../collection/options';

const title = (project: Project) => project.title.en;

/** Portfolio projects: numbered, each with its page at /portfolio/<number>. */
export const projectDefinition = defineCollection({
  collection: 'projects',
  nav: { group: 'content' },
  section: 'projects',
  singular: copy.singular,
  plural: copy.heading,
  schema: projectSchema,
  id: { kind: 'number' },
  hidden: ['id', 'slug'],
  fields: [
    { name: 'title', kind: 'text', label: copy.title },
    {
      name: 'categories',
      kind: 'choices',
      label: copy.category,
      options: categoryOptions,
      help: copy.categoryHint,
    },
    { name: 'shortDescription', kind: 'textarea', label: copy.shortDescription, help: copy.shortDescriptionHint },
    { name: 'longDescription', kind: 'richText', label: copy.longDescription },
    { name: 'image', kind: 'image', label: copy.image },
    {
      name: 'imageAlt',
      kind: 'text',
      describes: 'image',
      label: copy.imageAlt,
      help: copy.imageAltHint,
    },
    { name: 'client', kind: 'plain', label: copy.client },
    { name: 'industry', kind: 'text', label: copy.industry },
    { name: 'services', kind: 'textList', label: copy.services, item: copy.service },
    { name: 'duration', kind: 'text', label: copy.duration, help: copy.durationHint },
    { name: 'completedDate', kind: 'month', label: copy.completedDate },
    { name: 'year', kind: 'number', label: copy.year },
    { name: 'technologies', kind: 'plainList', label: copy.technologies, item: copy.technology },
    { name: 'features', kind: 'textList', label: copy.features, item: copy.feature },
    { name: 'link', kind: 'url', label: copy.link, help: copy.linkHint },
    {
      name: 'youtubeId',
      kind: 'plain',
      label: copy.youtubeId,
      help: copy.youtubeIdHint,
    },
    { name: 'challenge', kind: 'richText', label: copy.challenge },
    { name: 'solution', kind: 'richText', label: copy.solution },
    { name: 'results', kind: 'richText', label: copy.results },
    { name: 'gallery', kind: 'imageList', label: copy.gallery, item: copy.galleryImage, collapsed: true },
    {
      name: 'testimonial',
      kind: 'group',
      label: copy.testimonial,
      fields: [
        { name: 'quote', kind: 'textarea', label: copy.quote },
        { name: 'author', kind: 'plain', label: copy.author },
        { name: 'position', kind: 'text', label: copy.position },
      ],
    },
    { name: 'awardWinning', kind: 'boolean', label: copy.awardWinning, help: copy.awardWinningHint },
  ],
  blank: () => ({ completedDate: new Date().toISOString().slice(0, 7) }),
  titleOf: title,
  subtitleOf: (project) => project.categories.map((id) => editorCopy.categories[id]).join(', '),
  imageOf: (project) => project.image,
  seoKeyOf: (project) => `project:${project.id}`,
  publicPaths: (project) => [paths.project(project.id)],
  references: [
    { collection: 'services', path: ['relatedProjectIds'], label: copy.references.service },
    {
      collection: 'settings',
      path: ['serviceFallback', 'relatedProjectIds'],
      label: copy.references.settings,
    },
    { collection: 'landingPages', path: ['blocks', '*', 'projectIds'], label: copy.references.landingPage },
    { collection: 'pages', path: ['blocks', '*', 'projectIds'], label: copy.references.page },
    { collection: 'sharedBlocks', path: ['blocks', '*', 'projectIds'], label: copy.references.sharedBlock },
  ],
  sorts: [
    { id: 'site', label: copy.sorts.site, compare: (a, b) => a.id - b.id },
    { id: 'newest', label: copy.sorts.newest, compare: (a, b) => b.id - a.id },
    { id: 'title', label: copy.sorts.title, compare: byTitle(title) },
  ],
  filters: [
    { id: 'category', label: copy.category, options: categoryOptions, valuesOf: (project) => project.categories },
  ],
  htmlFields: ['longDescription', 'challenge', 'solution', 'results'],
  titleField: 'title',
});
