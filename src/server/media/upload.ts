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

/** A file as its request brings it: the body, not yet read, the size its sender declared, and its name. */
interface IncomingFile {
  body: ReadableStream<Uint8Array> | null;
  declaredBytes: number | undefined;
  fileName: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/**
 * The file's bytes, read no further than MEDIA_MAX_BYTES: the one size check of an upload, made while it is read so
 * that no more than the limit is ever held. Its refusal names the limit, and the file's size when its sender declared
 * it (a stream of unstated length is not read to its end to learn it).
 */
async function readWithinLimit({ body, declaredBytes }: IncomingFile): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const { MEDIA_MAX_BYTES } = env();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MEDIA_MAX_BYTES) {
      await reader.cancel();
      const limit = megabytes(MEDIA_MAX_BYTES);
      const size = declaredBytes && declaredBytes > MEDIA_MAX_BYTES ? megabytes(declaredBytes) : `over ${limit}`;
      throw new MediaRefusal('too-large', `The file is ${size}; the largest image the library takes is ${limit}.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The uploaded file's name as the browser sent it (URL-encoded in a header), made safe to show. */
function uploadedFileName(header: string | null): string {
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

/** The file of a request to the upload address: its size and name from the headers, its body left unread. */
export function incomingFile(request: Request): IncomingFile {
  const declared = Number(request.headers.get('content-length'));
  return {
    body: request.body,
    declaredBytes: Number.isSafeInteger(declared) && declared > 0 ? declared : undefined,
    fileName: uploadedFileName(request.headers.get('x-file-name')),
  };
}

/** A refused file: the sentence the uploader reads, answered 413 when it is too large, else 422. */
type Refused = { ok: false; error: string; message: string; status: 413 | 422 };

function refusalOf(error: MediaRefusal, file: IncomingFile, session: AdminSession): Refused {
  log.info('media.upload_refused', { reason: error.reason, bytes: file.declaredBytes, userId: session.user.id });
  const status = error.reason === 'too-large' ? 413 : 422;
  return { ok: false, error: error.reason, message: error.message, status };
}

type UploadOutcome = { ok: true; status: 'added' | 'existing'; item: MediaItem } | Refused;

/** Reads, checks, stores and queues one uploaded file for the signed-in admin. */
export async function receiveUpload(
  session: AdminSession,
  file: IncomingFile,
  requestedName?: string,
): Promise<UploadOutcome> {
  const { fileName } = file;
  try {
    const bytes = await readWithinLimit(file);
    const image = await withDecodeSlot(() => acceptImage(bytes));
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
    if (error instanceof MediaRefusal) return refusalOf(error, file, session);
    throw error;
  }
}

type ReplaceOutcome =
  | { ok: true; status: 'replaced' | 'unchanged'; item: MediaItem }
  | Refused
  | { ok: false; error: string; message: string; status: 404 };

/**
 * Puts an uploaded file in the place of library item `id` ("Replace file"), after the checks and cleaning of any
 * upload: the item keeps its id, address and texts, every page naming it shows the new file, and its sizes are made
 * again in the background.
 */
export async function receiveReplacement(
  session: AdminSession,
  id: string,
  file: IncomingFile,
): Promise<ReplaceOutcome> {
  const { fileName } = file;
  const gone = {
    ok: false,
    error: 'not-found',
    message: 'This image is no longer in the library.',
    status: 404,
  } as const;
  try {
    const bytes = await readWithinLimit(file);
    const image = await withDecodeSlot(() => acceptImage(bytes));
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
    if (error instanceof MediaRefusal) return refusalOf(error, file, session);
    throw error;
  }
}
