import { env } from '@/lib/env';
import { isSameOrigin } from '@/server/auth/origin';
import { submitLead, type SubmitResult } from '@/server/leads/submit';
import { log } from '@/server/log';
import { readJsonBody } from '@/server/request-body';
import { requestMetaOf } from '@/server/client-meta';

export const dynamic = 'force-dynamic';

/**
 * A chat message is at most 2,000 characters, the captcha's proof at most 20,000 and the rest a few hundred: 64 KiB
 * holds the longest in any spelling JSON allows (every character escaped), and nothing much larger is read.
 */
const MAX_CHAT_BODY = 64 * 1024;

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The status each answer of the lead pipeline goes out with: taken (a likely bot's too, which learns nothing), read but
 * refused (a field, the captcha, a form open too long: the body says which), too many, or the server's own trouble.
 */
const statusOf: Record<SubmitResult['status'], number> = {
  ok: 200,
  invalid: 422,
  captcha: 422,
  expired: 422,
  rate_limited: 429,
  unavailable: 503,
  error: 500,
};

function retryAfter(result: SubmitResult): Record<string, string> {
  if (result.status === 'rate_limited') return { 'Retry-After': String(result.retryAfter) };
  return result.status === 'unavailable' ? { 'Retry-After': '5' } : {};
}

/**
 * The chat widget's message (spec 000 §4), posted as JSON from this site's pages only (SECURITY.md C1): it becomes a
 * `chat` lead through the same pipeline as the forms — rate limit, strict parse, captcha, fill time, one transaction,
 * e-mail — and the answer is that pipeline's result (SubmitResult) as JSON, which the widget shows as it always has.
 * A body this route cannot read is answered `{ error }`: 415 not JSON, 413 too large, 400 malformed.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().SITE_URL)) {
    log.warn('security.cross_origin_refused', { path: '/api/chat' });
    return Response.json({ error: 'forbidden' }, { status: 403, headers: noStore });
  }
  const body = await readJsonBody(request, MAX_CHAT_BODY);
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status, headers: noStore });
  const result = await submitLead('chat', body.value, requestMetaOf(request.headers));
  return Response.json(result, { status: statusOf[result.status], headers: { ...noStore, ...retryAfter(result) } });
}
