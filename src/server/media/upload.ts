import 'server-only';
import { env } from '@/lib/env';
import { isMediaName, mediaNameOf } from '@/lib/media-url';
import type { AdminSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { recordAudit } from '@/server/audit';
import { consume, limits } from '@/server/rate-limit';
import { getMediaQueue, getMediaStore } from '.';
import { addMedia, getMedia, replaceMedia, type MediaItem } from './library';
import { acceptImage, masterKeyOf, MediaRefusal } from './process';

/** At most this many uploads are decoded at once per process; the others wait their turn. */
const DECODING_AT_ONCE = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  decoding++;
  try {
    return await work();
  } finally {
    decoding--;
    waiting.shift()?.();
  }
}

/**
 * Counts one upload of the signed-in person against their limit (60 in 15 minutes), before a byte of it is read; the
 * sentence to show when they are past it, with the seconds until they may go on.
 */
export async function uploadAllowance(
  session: AdminSession,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number; message: string }> {
  const limit = await consume(getDb(), `media_upload:${session.user.id}`, limits.mediaUpload);
  if (limit.allowed) return { allowed: true };
  log.warn('security.rate_limited', { scope: 'media_upload', userId: session.user.id });
  const minutes = Math.max(1, Math.ceil(limit.retryAfter / 60));
  const { points, windowMs } = limits.mediaUpload;
  return {
    allowed: false,
    retryAfter: limit.retryAfter,
    message: `You have uploaded ${points} images in ${windowMs / 60_000} minutes, the most the library takes from one person: try this one again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  };
}

/**
 * Reads a request body of at most `maxBytes`, or undefined as soon as it is longer (the rest is never held).
 */
export async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number) {
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The uploaded file's name as the browser sent it (URL-encoded in a header), made safe to show. */
export function uploadedFileName(header: string | null): string {
  let name = '';
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    name = '';
  }
  return (
    name
      .replace(/[\u0000-\u001f\u007f/\\]/g, '')
      .trim()
      .slice(0, 200) || 'image'
  );
}

type UploadOutcome =
  { ok: true; status: 'added' | 'existing'; item: MediaItem } | { ok: false; error: string; message: string };

/** Checks, stores and queues one uploaded file for the signed-in admin. */
export async function receiveUpload(
  session: AdminSession,
  bytes: Buffer,
  fileName: string,
  requestedName?: string,
): Promise<UploadOutcome> {
  const { MEDIA_MAX_BYTES } = env();
  try {
    const image = await withDecodeSlot(() => acceptImage(bytes, { maxBytes: MEDIA_MAX_BYTES }));
    const name = requestedName && isMediaName(requestedName) ? requestedName : mediaNameOf(fileName);
    const result = await addMedia(getDb(), getMediaStore(), image, { fileName, name, by: session.user.id });
    if (result.added) {
      getMediaQueue().kick();
      await recordAudit(getDb(), session.user, {
        action: 'media.uploaded',
        target: `media:${image.id}`,
        summary: `${fileName} (${image.width} × ${image.height})`,
      });
      log.info('media.uploaded', { id: image.id, bytes: image.bytes, userId: session.user.id });
    }
    return { ok: true, status: result.added ? 'added' : 'existing', item: result.item };
  } catch (error) {
    if (error instanceof MediaRefusal) {
      log.info('media.upload_refused', { reason: error.reason, bytes: bytes.length, userId: session.user.id });
      return { ok: false, error: error.reason, message: error.message };
    }
    throw error;
  }
}

type ReplaceOutcome =
  | { ok: true; status: 'replaced' | 'unchanged'; item: MediaItem }
  | { ok: false; error: string; message: string; status?: 404 };

/**
 * Puts an uploaded file in the place of library item `id` ("Replace file"), after the checks and cleaning of any
 * upload: the item keeps its id, address and texts, every page naming it shows the new file, and its sizes are made
 * again in the background.
 */
export async function receiveReplacement(
  session: AdminSession,
  id: string,
  bytes: Buffer,
  fileName: string,
): Promise<ReplaceOutcome> {
  const { MEDIA_MAX_BYTES } = env();
  const gone = {
    ok: false,
    error: 'not-found',
    message: 'This image is no longer in the library.',
    status: 404,
  } as const;
  try {
    const image = await withDecodeSlot(() => acceptImage(bytes, { maxBytes: MEDIA_MAX_BYTES }));
    const db = getDb();
    const { revision } = image;
    const before = await getMedia(db, id);
    if (!before) return gone;
    // The very file it has already, uploaded again: nothing to do.
    if (before.revision === revision || (before.revision === '' && image.id === id))
      return { ok: true, status: 'unchanged', item: before };
    const masterKey = masterKeyOf(id, image.format, revision);
    const result = await replaceMedia(db, getMediaStore(), id, image, { revision, masterKey, fileName });
    if (!result) return gone;
    getMediaQueue().kick();
    await recordAudit(db, session.user, {
      action: 'media.replaced',
      target: `media:${id}`,
      summary: `${result.previous.fileName} → ${fileName} (${image.width} × ${image.height})`,
    });
    log.info('media.replaced', { id, revision, bytes: image.bytes, userId: session.user.id });
    return { ok: true, status: 'replaced', item: result.item };
  } catch (error) {
    if (error instanceof MediaRefusal) {
      log.info('media.upload_refused', { reason: error.reason, bytes: bytes.length, userId: session.user.id });
      return { ok: false, error: error.reason, message: error.message };
    }
    throw error;
  }
}
