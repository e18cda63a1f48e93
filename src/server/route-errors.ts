import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { newReference } from '@/lib/reference';
import { errorMessage, log } from '@/server/log';

/**
 * The answer of a route handler that failed: a generic 500 with a reference, the details in one log line. Next.js's
 * own control flow (a redirect to the login page, notFound) is passed on, not answered.
 */
export function internalError(error: unknown, event: string): Response {
  unstable_rethrow(error);
  const reference = newReference();
  log.error(event, { reference, error: errorMessage(error) });
  return Response.json(
    { error: 'internal_error', reference },
    { status: 500, headers: { 'Cache-Control': 'no-store' } },
  );
}
