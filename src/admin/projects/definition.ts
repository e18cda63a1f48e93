import { projectSchema, type Project } from '@/content/project';
import { paths } from '@/lib/paths';
import editorCopy from '@messages/admin/editor.json';
import { defineCollection } from '../collection/definition';
import { byTitle, categoryOptions } from '../collection/options';

const title = (project: Project) => project.title.en;

/** Portfolio projects: numbered, each with its page at /portfolio/<number>. */
export const projectDefinition = defineCollection({
  collection: 'projects',
  nav: { group: 'content' },
  section: 'projects',
  singular: 'Project',
  plural: 'Projects',
  schema: projectSchema,
  id: { kind: 'number' },
  hidden: ['id', 'slug'],
  fields: [
    { name: 'title', kind: 'text', label: 'Title' },
    {
      name: 'categories',
      kind: 'choices',
      label: 'Category',
      options: categoryOptions,
      help: 'One or more; a combined project is listed under each.',
    },
    { name: 'shortDescription', kind: 'textarea', label: 'Short Description', help: 'The card text of the portfolio.' },
    { name: 'longDescription', kind: 'richText', label: 'Long Description' },
    { name: 'image', kind: 'image', label: 'Main Image URL' },
    {
      name: 'imageAlt',
      kind: 'text',
      describes: 'image',
      label: 'Main image description',
      help: 'What the image shows, for people who cannot see it (the title, if left empty). Asked only for an image from outside the media library: a library image is described by its own alt text there.',
    },
    { name: 'client', kind: 'plain', label: 'Client' },
    { name: 'industry', kind: 'text', label: 'Industry' },
    { name: 'services', kind: 'textList', label: 'Services provided', item: 'Service' },
    { name: 'duration', kind: 'text', label: 'Timeline', help: 'How long it took, e.g. “4 months”.' },
    { name: 'completedDate', kind: 'month', label: 'Completed' },
    { name: 'year', kind: 'number', label: 'Year' },
    { name: 'technologies', kind: 'plainList', label: 'Technologies', item: 'Technology' },
    { name: 'features', kind: 'textList', label: 'Key features', item: 'Feature' },
    { name: 'link', kind: 'url', label: 'Live site', help: 'An https:// address.' },
    {
      name: 'youtubeId',
      kind: 'plain',
      label: 'YouTube video id',
      help: 'The 11 characters after “v=” in the video’s address.',
    },
    { name: 'challenge', kind: 'richText', label: 'Challenge' },
    { name: 'solution', kind: 'richText', label: 'Solution' },
    { name: 'results', kind: 'richText', label: 'Results' },
    { name: 'gallery', kind: 'imageList', label: 'Gallery Images', item: 'Gallery image', collapsed: true },
    {
      name: 'testimonial',
      kind: 'group',
      label: 'Client testimonial',
      fields: [
        { name: 'quote', kind: 'textarea', label: 'Quote' },
        { name: 'author', kind: 'plain', label: 'Author' },
        { name: 'position', kind: 'text', label: 'Position' },
      ],
    },
    { name: 'awardWinning', kind: 'boolean', label: 'Award-winning', help: 'Shows the award badge on the card.' },
  ],
  blank: () => ({ completedDate: new Date().toISOString().slice(0, 7) }),
  titleOf: title,
  subtitleOf: (project) => project.categories.map((id) => editorCopy.categories[id]).join(', '),
  imageOf: (project) => project.image,
  seoKeyOf: (project) => `project:${project.id}`,
  publicPaths: (project) => [paths.project(project.id)],
  references: [
    { collection: 'pages', path: ['featuredProjectIds'], label: 'Home page › Featured projects' },
    { collection: 'services', path: ['relatedProjectIds'], label: 'Service › Related projects' },
    {
      collection: 'settings',
      path: ['serviceFallback', 'relatedProjectIds'],
      label: 'Site settings › Related projects',
    },
  ],
  sorts: [
    { id: 'site', label: 'As on the site', compare: (a, b) => a.id - b.id },
    { id: 'newest', label: 'Newest first', compare: (a, b) => b.id - a.id },
    { id: 'title', label: 'Title (A–Z)', compare: byTitle(title) },
  ],
  filters: [{ id: 'category', label: 'Category', options: categoryOptions, valuesOf: (project) => project.categories }],
  htmlFields: ['longDescription', 'challenge', 'solution', 'results'],
  titleField: 'title',
});
