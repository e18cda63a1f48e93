import { isDatabaseBusy } from '@/server/db/busy';
import { issueFormToken } from '@/server/leads/submit';
import { log } from '@/server/log';
import { internalError } from '@/server/route-errors';

export const dynamic = 'force-dynamic';

/**
 * A signed time for the chat form, asked for when the dialog opens: the widget lives on pages shared by every visitor,
 * so it cannot carry one of its own like the contact form does (the fill-time check of the lead pipeline needs it).
 * It is this visitor's alone, so no cache may keep it. Reading it changes nothing: a GET, open to any origin's
 * request, whose answer another site's page cannot read (no CORS, and CORP same-origin).
 */
export async function GET(): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    return Response.json({ issuedAt: await issueFormToken() }, { headers });
  } catch (error) {
    if (!isDatabaseBusy(error)) return internalError(error, 'chat.token_failed');
    log.warn('chat.database_busy');
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '5' } });
  }
}
