import { env } from '@/lib/env';
import { currentAdminSession } from '@/server/auth/guard';
import { isSameOrigin } from '@/server/auth/origin';
import { log } from '@/server/log';
import { readLimited, receiveUpload, uploadedFileName } from '@/server/media/upload';
import { internalError } from '@/server/route-errors';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * One image into the media library: the body is the file's bytes, its name in `X-File-Name` (URL-encoded). The origin
 * and the session are checked before a byte of the body is read (C1, A1); the answer is JSON — the item, or the
 * sentence saying why the file was refused — so the library page shows it beside that file.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().SITE_URL)) {
    log.warn('security.cross_origin_refused', { path: '/api/admin/media' });
    return Response.json({ error: 'forbidden' }, { status: 403, headers: noStore });
  }
  try {
    const session = await currentAdminSession();
    if (!session) {
      log.warn('security.access_denied', { path: '/api/admin/media' });
      return Response.json({ error: 'unauthorized' }, { status: 401, headers: noStore });
    }
    const { MEDIA_MAX_BYTES } = env();
    const bytes = await readLimited(request.body, MEDIA_MAX_BYTES);
    const fileName = uploadedFileName(request.headers.get('x-file-name'));
    if (!bytes) {
      const limit = `${Math.round(MEDIA_MAX_BYTES / 1024 / 1024)} MB`;
      return Response.json(
        { error: 'too-large', message: `The file is larger than ${limit}, the largest image the library takes.` },
        { status: 413, headers: noStore },
      );
    }
    const outcome = await receiveUpload(session, bytes, fileName);
    if (!outcome.ok)
      return Response.json({ error: outcome.error, message: outcome.message }, { status: 422, headers: noStore });
    return Response.json(
      { status: outcome.status, item: outcome.item },
      { status: outcome.status === 'added' ? 201 : 200, headers: noStore },
    );
  } catch (error) {
    return internalError(error, 'media.upload_failed');
  }
}
