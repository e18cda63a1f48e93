import {
  textTestimonialSchema,
  videoTestimonialSchema,
  type TextTestimonial,
  type VideoTestimonial,
} from '@/content/testimonial';
import { defineCollection } from '../collection/definition';
import { byTitle } from '../collection/options';

/** A new or duplicated testimonial goes last; the order of the others is kept. */
const placeLast = (doc: Record<string, unknown>, existing: readonly { order: number }[]) => ({
  ...doc,
  order: existing.reduce((last, item) => Math.max(last, item.order), -1) + 1,
});

const inOrder = {
  id: 'order',
  label: 'As on the site',
  compare: (a: { order: number }, b: { order: number }) => a.order - b.order,
};

/** Text testimonials of the home page: no page of their own. */
export const textTestimonialDefinition = defineCollection({
  collection: 'textTestimonials',
  section: 'testimonials',
  itemPath: '/admin/testimonials/text-{id}',
  singular: 'Text testimonial',
  plural: 'Text testimonials',
  schema: textTestimonialSchema,
  id: { kind: 'slug' },
  hidden: ['id', 'order'],
  fields: [
    { name: 'name', kind: 'plain', label: 'Name' },
    { name: 'role', kind: 'text', label: 'Role' },
    { name: 'quote', kind: 'textarea', label: 'Quote' },
    { name: 'rating', kind: 'rating', label: 'Rating (1–5)' },
    { name: 'image', kind: 'image', label: 'Photo URL' },
  ],
  blank: () => ({ rating: 5 }),
  titleOf: (item: TextTestimonial) => item.name,
  subtitleOf: (item) => item.role.en,
  imageOf: (item) => item.image,
  publicPaths: () => [],
  sorts: [inOrder, { id: 'name', label: 'Name (A–Z)', compare: byTitle((item: TextTestimonial) => item.name) }],
  titleField: 'name',
  orderField: 'order',
  onCreate: placeLast,
});

/** Video testimonials of the home page. */
export const videoTestimonialDefinition = defineCollection({
  collection: 'videoTestimonials',
  section: 'testimonials',
  itemPath: '/admin/testimonials/video-{id}',
  singular: 'Video testimonial',
  plural: 'Video testimonials',
  schema: videoTestimonialSchema,
  id: { kind: 'slug' },
  hidden: ['id', 'order'],
  fields: [
    { name: 'company', kind: 'plain', label: 'Company' },
    { name: 'reviewer', kind: 'plain', label: 'Reviewer' },
    { name: 'role', kind: 'text', label: 'Role' },
    {
      name: 'videoUrl',
      kind: 'url',
      label: 'Video URL',
      help: 'A site video (/videos/…) or an https:// address the site may play.',
    },
    { name: 'poster', kind: 'image', label: 'Poster image URL' },
    { name: 'rating', kind: 'rating', label: 'Rating (1–5)' },
  ],
  blank: () => ({ rating: 5 }),
  titleOf: (item: VideoTestimonial) => `${item.reviewer}, ${item.company}`,
  subtitleOf: (item) => item.role.en,
  imageOf: (item) => item.poster,
  publicPaths: () => [],
  sorts: [inOrder, { id: 'name', label: 'Company (A–Z)', compare: byTitle((item: VideoTestimonial) => item.company) }],
  titleField: 'reviewer',
  orderField: 'order',
  onCreate: placeLast,
});
