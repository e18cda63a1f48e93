import 'server-only';
import { locales } from '@/lib/locales';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getMediaStore } from './index';
import { deleteMedia, getMedia, MediaInUseError, StaleMediaError, updateMedia, type MediaItem } from './library';

/*
 * An editor's writes to the media library (src/admin/media/actions.ts checks the session and the input, and writes
 * the activity log from the answers, which name each image changed).
 */

type Texts = MediaItem['alt'];
type Named = { id: string; name: string };

/** Why one image of a bulk action was left as it was. */
interface BulkKept extends Named {
  reason: 'in_use' | 'not_found' | 'stale';
  /** For `in_use`: how many items use it. */
  count?: number;
}

/**
 * Saves an image's texts and focal point, as `change` makes them from the image as stored; refused when someone saved
 * it since `version`.
 */
export async function saveMediaItem(
  id: string,
  version: number,
  change: (item: MediaItem) => Pick<MediaItem, 'alt' | 'caption' | 'focal'>,
) {
  const db = getDb();
  const item = await getMedia(db, id);
  if (!item) return { status: 'not_found' as const };
  try {
    const saved = await updateMedia(db, id, version, change(item));
    return { status: 'saved' as const, version: saved.version, name: saved.fileName };
  } catch (error) {
    if (error instanceof StaleMediaError) return { status: 'stale' as const };
    throw error;
  }
}

/** Deletes an image and its files; refused while any item uses it. */
export async function deleteMediaItem(id: string, by: { id: string }) {
  const db = getDb();
  const item = await getMedia(db, id);
  if (!item) return { status: 'not_found' as const };
  try {
    await deleteMedia(db, getMediaStore(), id);
  } catch (error) {
    if (error instanceof MediaInUseError)
      return { status: 'in_use' as const, count: error.usages.length, name: item.fileName };
    throw error;
  }
  log.info('admin.media_deleted', { id, userId: by.id });
  return { status: 'deleted' as const, name: item.fileName };
}

/**
 * Deletes the images, each as Delete on its own page does: an image still in use is kept (and said so with how many
 * items use it), like one already gone; the rest are deleted with their files.
 */
export async function deleteMediaItems(ids: readonly string[], by: { id: string }) {
  const deleted: Named[] = [];
  const kept: BulkKept[] = [];
  for (const id of new Set(ids)) {
    const result = await deleteMediaItem(id, by);
    if (result.status === 'deleted') deleted.push({ id, name: result.name });
    else if (result.status === 'not_found') kept.push({ id, name: id, reason: 'not_found' });
    else kept.push({ id, name: result.name, reason: 'in_use', count: result.count });
  }
  return { status: 'done' as const, deleted, kept };
}

/**
 * Gives the images the alt texts typed, per language: `fill` writes only where an image has none in that language,
 * `overwrite` replaces what it has. Each image is saved as its own page saves it (captions and focal point kept); one
 * saved by someone else meanwhile is left and named.
 */
export async function setMediaAlts(ids: readonly string[], typed: Texts, mode: 'fill' | 'overwrite') {
  const db = getDb();
  const changed: Named[] = [];
  const unchanged: Named[] = [];
  const skipped: BulkKept[] = [];
  for (const id of new Set(ids)) {
    const item = await getMedia(db, id);
    if (!item) {
      skipped.push({ id, name: id, reason: 'not_found' });
      continue;
    }
    const next = { ...item.alt };
    for (const [locale, text] of Object.entries(typed) as [keyof typeof next, string][])
      if (mode === 'overwrite' || !next[locale]) next[locale] = text;
    if (locales.every((locale) => next[locale] === item.alt[locale])) {
      unchanged.push({ id, name: item.fileName });
      continue;
    }
    try {
      await updateMedia(db, id, item.version, { alt: next, caption: item.caption, focal: item.focal });
    } catch (error) {
      if (!(error instanceof StaleMediaError)) throw error;
      skipped.push({ id, name: item.fileName, reason: 'stale' });
      continue;
    }
    changed.push({ id, name: item.fileName });
  }
  return { status: 'done' as const, changed, unchanged, skipped };
}
