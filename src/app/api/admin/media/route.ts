import { env } from '@/lib/env';
import { createNonce, securityHeaders, sitePolicy } from '@/lib/security/csp';
import { currentAdminSession } from '@/server/auth/guard';
import { can } from '@/lib/roles';
import { mustSetUpTwoStep } from '@/server/auth/two-step-policy';
import { isSameOrigin } from '@/server/auth/origin';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { isMediaId } from '@/lib/media-url';
import { incomingFile, receiveReplacement, receiveUpload, uploadAllowance } from '@/server/media/upload';
import { internalError } from '@/server/route-errors';

export const dynamic = 'force-dynamic';

/**
 * The headers proxy.ts gives every other answer (this address is kept out of it, so that no body is read before the
 * checks below): the CSP with a fresh nonce, the protective headers, and no-store (SECURITY.md E1, E2, E4).
 */
function headersOf(request: Request, extra: Record<string, string> = {}): Record<string, string> {
  const https = request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';
  return {
    'Content-Security-Policy': sitePolicy(createNonce()),
    ...securityHeaders({ https, admin: true }),
    ...extra,
  };
}

/**
 * One image into the media library: the body is the file's bytes, its name in `X-File-Name` (URL-encoded); with
 * `X-Replace: <id>`, the file replaces that item's ("Replace file": same id, texts and place in every page). The origin,
 * the session and the person's upload limit are checked before a byte of the body is read (C1, A1, F7); the answer is
 * JSON — the item, or the sentence saying why the file was refused — so the library page shows it beside that file.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().SITE_URL)) {
    log.warn('security.cross_origin_refused', { path: '/api/admin/media' });
    return Response.json({ error: 'forbidden' }, { status: 403, headers: headersOf(request) });
  }
  try {
    const session = await currentAdminSession();
    if (!session) {
      log.warn('security.access_denied', { path: '/api/admin/media' });
      return Response.json({ error: 'unauthorized' }, { status: 401, headers: headersOf(request) });
    }
    if (await mustSetUpTwoStep(getDb(), session.user)) {
      log.warn('security.access_denied', {
        path: '/api/admin/media',
        userId: session.user.id,
        reason: 'two_step_required',
      });
      return Response.json({ error: 'two_step_required' }, { status: 403, headers: headersOf(request) });
    }
    // Uploading is a draft's work; replacing a file changes it on every page that shows it, which is publishing.
    const replace = request.headers.get('x-replace');
    const right = replace === null ? 'draft' : 'publish';
    if (!can(session.user.role, right)) {
      log.warn('security.access_denied', {
        path: '/api/admin/media',
        userId: session.user.id,
        reason: `needs_${right}`,
      });
      return Response.json({ error: 'forbidden' }, { status: 403, headers: headersOf(request) });
    }
    const allowance = await uploadAllowance(session);
    if (!allowance.allowed)
      return Response.json(
        { error: 'rate_limited', message: allowance.message },
        { status: 429, headers: headersOf(request, { 'Retry-After': String(allowance.retryAfter) }) },
      );
    const file = incomingFile(request);
    if (replace !== null) {
      if (!isMediaId(replace))
        return Response.json({ error: 'not-found' }, { status: 404, headers: headersOf(request) });
      const replaced = await receiveReplacement(session, replace, file);
      if (!replaced.ok)
        return Response.json(
          { error: replaced.error, message: replaced.message },
          { status: replaced.status, headers: headersOf(request) },
        );
      return Response.json({ status: replaced.status, item: replaced.item }, { headers: headersOf(request) });
    }
    const outcome = await receiveUpload(session, file);
    if (!outcome.ok)
      return Response.json(
        { error: outcome.error, message: outcome.message },
        { status: outcome.status, headers: headersOf(request) },
      );
    return Response.json(
      { status: outcome.status, item: outcome.item },
      { status: outcome.status === 'added' ? 201 : 200, headers: headersOf(request) },
    );
  } catch (error) {
    const failed = internalError(error, 'media.upload_failed');
    for (const [name, value] of Object.entries(headersOf(request))) failed.headers.set(name, value);
    return failed;
  }
}
