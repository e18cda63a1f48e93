'use server';

import type { ZodError } from 'zod';
import { env } from '@/lib/env';
import { isPlayableMedia } from '@/lib/media-hosts';
import { requireAdmin } from '@/server/auth/guard';
import type { EditorResult } from '@/lib/editor';
import copy from '../../../../messages/admin/testimonials.json';
import { fieldErrors, pickFields, restoreVersion, saveEdited } from '../editor-actions';
import {
  restoreTestimonialInputSchema,
  saveTextTestimonialInputSchema,
  saveVideoTestimonialInputSchema,
  textTestimonialEditSchema,
  videoTestimonialEditSchema,
  type TextTestimonialEdit,
  type VideoTestimonialEdit,
} from './schema';

const pickText = (data: unknown) => pickFields(textTestimonialEditSchema, data);
const pickVideo = (data: unknown) => pickFields(videoTestimonialEditSchema, data);

/** Zod's generic wording ("Invalid input", "expected int") replaced where the editor can say what it wants. */
const plainWords: Record<string, string> = {
  rating: copy.errors.rating,
  image: copy.errors.url,
  poster: copy.errors.url,
};

function invalid(error: ZodError): EditorResult<never> {
  const fields = fieldErrors(error);
  for (const key of Object.keys(fields)) if (plainWords[key]) fields[key] = plainWords[key];
  return { status: 'invalid', fields };
}

/** Saves a text testimonial (SECURITY.md A1, D1, D3: session first, then the strict schema, then the write). */
export async function saveTextTestimonialAction(input: unknown): Promise<EditorResult<TextTestimonialEdit>> {
  const { user } = await requireAdmin();
  const parsed = saveTextTestimonialInputSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { id, expectedVersion, values } = parsed.data;
  return saveEdited(user, 'textTestimonials', id, expectedVersion, values, pickText);
}

/** Restores a past version of a text testimonial. */
export async function restoreTextTestimonialAction(input: unknown): Promise<EditorResult<TextTestimonialEdit>> {
  const { user } = await requireAdmin();
  const parsed = restoreTestimonialInputSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { id, expectedVersion, version } = parsed.data;
  return restoreVersion(user, 'textTestimonials', id, expectedVersion, version, pickText);
}

/** Saves a video testimonial (SECURITY.md A1, D1, D3). */
export async function saveVideoTestimonialAction(input: unknown): Promise<EditorResult<VideoTestimonialEdit>> {
  const { user } = await requireAdmin();
  const parsed = saveVideoTestimonialInputSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { id, expectedVersion, values } = parsed.data;
  // The home page's CSP (media-src) plays only the site's files and MEDIA_HOSTS: anything else would show a dead video.
  if (!isPlayableMedia(values.videoUrl, env().MEDIA_HOSTS))
    return { status: 'invalid', fields: { videoUrl: copy.errors.videoHost } };
  return saveEdited(user, 'videoTestimonials', id, expectedVersion, values, pickVideo);
}

/** Restores a past version of a video testimonial. */
export async function restoreVideoTestimonialAction(input: unknown): Promise<EditorResult<VideoTestimonialEdit>> {
  const { user } = await requireAdmin();
  const parsed = restoreTestimonialInputSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { id, expectedVersion, version } = parsed.data;
  return restoreVersion(user, 'videoTestimonials', id, expectedVersion, version, pickVideo);
}
