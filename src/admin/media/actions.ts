'use server';

import { z } from 'zod';
import { locales } from '@/lib/locales';
import { getDb } from '@/server/db';
import { env } from '@/lib/env';
import { variantPath } from '@/lib/media-url';
import { listMedia } from '@/server/media/library';
import { deleteMediaItem, deleteMediaItems, saveMediaItem, setMediaAlts } from '@/server/media/manage';
import copy from '@messages/admin/media.json';
import { adminAction } from '../admin-action';
import { missingAlt } from './library-query';

const mediaId = z.string().regex(/^[0-9a-f]{20}$/);
const texts = (max: number, message: string) =>
  z.strictObject(
    Object.fromEntries(locales.map((locale) => [locale, z.string().trim().max(max, message).optional()])) as Record<
      (typeof locales)[number],
      z.ZodOptional<z.ZodString>
    >,
  );
const share = z.number().min(0).max(1);

/** Drops blank languages: a text cleared is no text (and counts as missing). */
const kept = (values: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** Saves an image's alt texts, captions and focal point; refused when someone saved it since (its typing is kept). */
export const saveMediaAction = adminAction(
  {
    access: 'draft',
    failure: 'admin.media_save_failed',
    returnTo: '/admin/media',
    input: z.strictObject({
      id: mediaId,
      version: z.number().int().positive(),
      alt: texts(300, copy.errors.altTooLong),
      caption: texts(500, copy.errors.captionTooLong),
      focal: z.strictObject({ x: share, y: share }),
    }),
    refreshAfter: (result) => result.status === 'saved',
  },
  ({ id, version, alt, caption, focal }) =>
    saveMediaItem(id, version, () => ({ alt: kept(alt), caption: kept(caption), focal })),
  ({ id }, result) =>
    result.status === 'saved' ? { action: 'media.updated', target: `media:${id}`, summary: result.name } : undefined,
);

/**
 * Saves an image's alt texts where it is chosen (the picker of an image field), keeping its caption and focal point;
 * refused when someone saved the image since.
 */
export const saveMediaAltAction = adminAction(
  {
    access: 'draft',
    failure: 'admin.media_save_failed',
    input: z.strictObject({
      id: mediaId,
      version: z.number().int().positive(),
      alt: texts(300, copy.errors.altTooLong),
    }),
  },
  ({ id, version, alt }) =>
    saveMediaItem(id, version, (item) => ({ alt: kept(alt), caption: item.caption, focal: item.focal })),
  ({ id }, result) =>
    result.status === 'saved' ? { action: 'media.updated', target: `media:${id}`, summary: result.name } : undefined,
);

/** Deletes an image and its files; refused while any item uses it. */
export const deleteMediaAction = adminAction(
  {
    access: 'publish',
    failure: 'admin.media_delete_failed',
    returnTo: '/admin/media',
    input: z.strictObject({ id: mediaId }),
  },
  ({ id }, { user }) => deleteMediaItem(id, user),
  ({ id }, result) =>
    result.status === 'deleted' ? { action: 'media.deleted', target: `media:${id}`, summary: result.name } : undefined,
);

const selection = z.array(mediaId).min(1).max(200);

/**
 * Deletes the selected images, each as Delete on its own page does: an image still in use is kept (and said so with
 * how many items use it), like one already gone; the rest are deleted with their files.
 */
export const deleteMediaBulkAction = adminAction(
  {
    access: 'publish',
    failure: 'admin.media_delete_failed',
    returnTo: '/admin/media',
    input: z.strictObject({ ids: selection }),
    refreshAfter: () => true,
  },
  ({ ids }, { user }) => deleteMediaItems(ids, user),
  (_input, { deleted }) =>
    deleted.map(({ id, name }) => ({ action: 'media.deleted' as const, target: `media:${id}`, summary: name })),
);

/**
 * Gives the selected images the alt texts typed, per language. A language left blank is not touched; `fill` writes
 * only where an image has none in that language, `overwrite` replaces what it has. Each image is saved as its own page
 * saves it (captions and focal point kept); one saved by someone else meanwhile is left and named.
 */
export const setMediaAltBulkAction = adminAction(
  {
    access: 'draft',
    failure: 'admin.media_save_failed',
    returnTo: '/admin/media',
    input: z.strictObject({
      ids: selection,
      alt: texts(300, copy.errors.altTooLong),
      mode: z.enum(['fill', 'overwrite']),
    }),
    refreshAfter: () => true,
  },
  async ({ ids, alt, mode }) => {
    const typed = kept(alt);
    if (Object.keys(typed).length === 0) return { status: 'invalid' as const, fields: { alt: copy.bulk.altNone } };
    return setMediaAlts(ids, typed, mode);
  },
  (_input, result) =>
    result.status === 'done'
      ? result.changed.map(({ id, name }) => ({
          action: 'media.updated' as const,
          target: `media:${id}`,
          summary: name,
        }))
      : undefined,
);

/** What the image fields' library picker lists of each image. */
export interface PickerItem {
  id: string;
  path: string;
  fileName: string;
  thumbnail: string;
  width: number;
  height: number;
  alt: Partial<Record<(typeof locales)[number], string>>;
  version: number;
  missingAlt: string[];
  ready: boolean;
}

/** The library for an image field's picker (newest first), and the largest file an upload there may be. */
export const listMediaAction = adminAction(
  {
    access: 'draft',
    failure: 'admin.media_list_failed',
    input: z.strictObject({}),
  },
  async () => {
    const items = await listMedia(getDb());
    return {
      status: 'ok' as const,
      maxBytes: env().MEDIA_MAX_BYTES,
      items: items.map((item): PickerItem => ({
        id: item.id,
        path: item.path,
        fileName: item.fileName,
        thumbnail:
          item.status === 'ready'
            ? variantPath(
                item.id,
                item.name,
                item.widths.find((w) => w >= 400) ?? item.widths.at(-1)!,
                'webp',
                item.revision,
              )
            : item.path,
        width: item.width,
        height: item.height,
        alt: item.alt,
        version: item.version,
        missingAlt: missingAlt(item),
        ready: item.status === 'ready',
      })),
    };
  },
);
