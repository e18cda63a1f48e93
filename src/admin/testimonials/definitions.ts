import {
  textTestimonialSchema,
  videoTestimonialSchema,
  type TextTestimonial,
  type VideoTestimonial,
} from '@/content/testimonial';
import { env } from '@/lib/env';
import { isPlayableMedia } from '@/lib/media-hosts';
import copy from '@messages/admin/testimonials.json';
import { defineCollection } from '../collection/definition';
import { byTitle } from '../collection/options';
import { fill } from '../fill';

/** A new or duplicated testimonial goes last; the order of the others is kept. */
const placeLast = (doc: Record<string, unknown>, existing: readonly { order: number }[]) => ({
  ...doc,
  order: existing.reduce((last, item) => Math.max(last, item.order), -1) + 1,
});

/** What both kinds say in place of the generic words (spec 001 "Testimonials editor"). */
const testimonialMessages = { rating: copy.errors.rating, image: copy.errors.url, poster: copy.errors.url };

/** Which video URLs the home page can play under this server's CSP (media-src): its own files and MEDIA_HOSTS. */
function videoUrlHint() {
  const hosts = env().MEDIA_HOSTS;
  return hosts.length ? fill(copy.videoUrlHintWithHosts, { hosts: hosts.join(', ') }) : copy.videoUrlHint;
}

const inOrder = {
  id: 'order',
  label: copy.sorts.order,
  compare: (a: { order: number }, b: { order: number }) => a.order - b.order,
};

/** Text testimonials of the home page: no page of their own. */
export const textTestimonialDefinition = defineCollection({
  collection: 'textTestimonials',
  nav: { group: 'content' },
  section: 'testimonials',
  itemPath: '/admin/testimonials/text-{id}',
  singular: copy.singular.text,
  plural: copy.listLabel.text,
  schema: textTestimonialSchema,
  id: { kind: 'slug' },
  hidden: ['id', 'order'],
  fields: [
    { name: 'name', kind: 'plain', label: copy.name },
    { name: 'role', kind: 'text', label: copy.role },
    { name: 'quote', kind: 'textarea', label: copy.quote },
    { name: 'image', kind: 'image', label: copy.image, decorative: true },
    { name: 'rating', kind: 'rating', label: copy.rating, help: copy.ratingHint },
  ],
  messages: testimonialMessages,
  savedText: copy.savedText,
  blank: () => ({ rating: 5 }),
  titleOf: (item: TextTestimonial) => item.name,
  subtitleOf: (item) => item.role.en,
  imageOf: (item) => item.image,
  publicPaths: () => [],
  references: [
    { collection: 'landingPages', path: ['blocks', '*', 'testimonialIds'], label: copy.references.landingPage },
    { collection: 'pages', path: ['blocks', '*', 'testimonialIds'], label: copy.references.page },
    { collection: 'sharedBlocks', path: ['blocks', '*', 'testimonialIds'], label: copy.references.sharedBlock },
  ],
  sorts: [inOrder, { id: 'name', label: copy.sorts.name, compare: byTitle((item: TextTestimonial) => item.name) }],
  titleField: 'name',
  orderField: 'order',
  onCreate: placeLast,
});

/** Video testimonials of the home page. */
export const videoTestimonialDefinition = defineCollection({
  collection: 'videoTestimonials',
  nav: { group: 'content' },
  section: 'testimonials',
  itemPath: '/admin/testimonials/video-{id}',
  singular: copy.singular.video,
  plural: copy.listLabel.video,
  schema: videoTestimonialSchema,
  id: { kind: 'slug' },
  hidden: ['id', 'order'],
  fields: [
    { name: 'company', kind: 'plain', label: copy.company },
    { name: 'reviewer', kind: 'plain', label: copy.reviewer },
    { name: 'role', kind: 'text', label: copy.role },
    { name: 'videoUrl', kind: 'url', label: copy.videoUrl, help: videoUrlHint },
    { name: 'poster', kind: 'image', label: copy.poster, decorative: true },
    { name: 'rating', kind: 'rating', label: copy.rating, help: copy.ratingHint },
  ],
  messages: testimonialMessages,
  // The home page's CSP (media-src) plays only the site's files and MEDIA_HOSTS: anything else would show a dead video.
  check: (values) =>
    typeof values.videoUrl === 'string' && !isPlayableMedia(values.videoUrl, env().MEDIA_HOSTS)
      ? { videoUrl: copy.errors.videoHost }
      : undefined,
  savedText: copy.savedText,
  blank: () => ({ rating: 5 }),
  titleOf: (item: VideoTestimonial) => item.company,
  subtitleOf: (item) => `${item.reviewer}, ${item.role.en}`,
  imageOf: (item) => item.poster,
  publicPaths: () => [],
  sorts: [
    inOrder,
    { id: 'name', label: copy.sorts.company, compare: byTitle((item: VideoTestimonial) => item.company) },
  ],
  titleField: 'company',
  orderField: 'order',
  onCreate: placeLast,
});
