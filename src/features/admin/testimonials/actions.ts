'use server';

import { env } from '@/lib/env';
import { isPlayableMedia } from '@/lib/media-hosts';
import copy from '../../../../messages/admin/testimonials.json';
import { editorActions, refuse } from '../editor-actions';
import {
  textTestimonialEditSchema,
  textTestimonialInputs,
  videoTestimonialEditSchema,
  videoTestimonialInputs,
} from './schema';

/** Zod's generic wording ("Invalid input", "expected int") replaced where the editor can say what it wants. */
const plainWords: Record<string, string> = {
  rating: copy.errors.rating,
  image: copy.errors.url,
  poster: copy.errors.url,
};
const reword = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([key, message]) => [key, plainWords[key] ?? message]));

const text = editorActions({
  collection: 'textTestimonials',
  edit: textTestimonialEditSchema,
  inputs: textTestimonialInputs,
  reword,
});
const video = editorActions({
  collection: 'videoTestimonials',
  edit: videoTestimonialEditSchema,
  inputs: videoTestimonialInputs,
  reword,
  // The home page's CSP (media-src) plays only the site's files and MEDIA_HOSTS: anything else would show a dead video.
  prepare: (values) =>
    isPlayableMedia(values.videoUrl, env().MEDIA_HOSTS)
      ? { values }
      : refuse({ status: 'invalid', fields: { videoUrl: copy.errors.videoHost } }),
});

/** Saves a text testimonial (SECURITY.md A1, D1, D3: session first, then the strict schema, then the write). */
export const saveTextTestimonialAction = text.save;
/** Restores a past version of a text testimonial. */
export const restoreTextTestimonialAction = text.restore;
/** Saves a video testimonial (SECURITY.md A1, D1, D3). */
export const saveVideoTestimonialAction = video.save;
/** Restores a past version of a video testimonial. */
export const restoreVideoTestimonialAction = video.restore;
