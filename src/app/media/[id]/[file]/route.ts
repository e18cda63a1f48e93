import { isMediaId, parseMediaPath, variantKey } from '@/lib/media-url';
import { getMediaStore } from '@/server/media';
import { masterKeyOf } from '@/server/media/process';
import { mediaIndex } from '@/server/media/published';
import { seedFileOf } from '@/server/media/seed-images';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { internalError } from '@/server/route-errors';

export const dynamic = 'force-dynamic';

const YEAR = 'public, max-age=31536000, immutable';
/** The canonical address stays when the file is replaced: a browser or CDN keeps it, but asks again each time (304). */
const REVALIDATE = 'public, no-cache';
const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * A media library file. A width variant's address holds the hash of the uploaded bytes and, once the file was
 * replaced, the revision of the replacement, so what it names never changes: a year of caching, immutable. A variant
 * of an earlier revision is served while its files last (a page drawn before the replacement), until the new sizes
 * exist. The canonical address (no width: what image fields store) is the widest WebP of the present revision; it stays
 * when the file is replaced, so it is revalidated by its ETag rather than cached as immutable. Until the variants are
 * made it is the master (upright, without metadata), not cached, so a page never shows a broken image in between.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string; file: string }> },
): Promise<Response> {
  const { id, file } = await params;
  const address = isMediaId(id) ? parseMediaPath(`/media/${id}/${file}`) : undefined;
  if (!address) return notFound();
  try {
    const item = (await mediaIndex()).get(id);
    if (!item) return notFound();
    const ready = item.status === 'ready';
    const revision = address.revision ?? item.revision;
    const current = revision === item.revision;
    const width = address.width ?? (ready ? item.widths.at(-1) : undefined);
    // The present revision's widths are known; an earlier one's are whatever files it left.
    if (address.width !== undefined && current && (!ready || !item.widths.includes(address.width))) return notFound();
    const key =
      width !== undefined
        ? variantKey(id, width, address.format, revision)
        : masterKeyOf(id, item.format, item.revision);
    const etag = `"${key.replace('/', '-')}"`;
    const cacheControl = width === undefined ? 'no-store' : address.width === undefined ? REVALIDATE : YEAR;
    if (width !== undefined && request.headers.get('if-none-match') === etag)
      return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } });
    // An image made from the seed is served from the files `npm run images` drew (public/images), until it is replaced.
    const seedFile = revision === '' ? seedFileOf(item, address.width, address.format) : undefined;
    const data = seedFile
      ? await readFile(path.join(process.cwd(), 'public', seedFile)).catch(() => undefined)
      : await getMediaStore().get(key);
    if (!data) return notFound();
    const extension = key.slice(key.lastIndexOf('.') + 1) as keyof typeof types;
    return new Response(new Uint8Array(data), {
      headers: {
        'Content-Type': types[extension],
        'Content-Length': String(data.length),
        'Cache-Control': cacheControl,
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      },
    });
  } catch (error) {
    return internalError(error, 'media.serve_failed');
  }
}
