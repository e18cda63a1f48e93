import 'server-only';
import { headers } from 'next/headers';
import type { RequestMeta } from '@/server/leads/submit';

/**
 * The client address and user agent of the current request. Next.js sets X-Forwarded-For to the socket address when
 * no proxy did; behind a reverse proxy the last entry is the address the proxy saw. (Exposed directly, a client could
 * send its own header: run the site behind a proxy that sets it, as any production deployment does.)
 */
export async function requestMeta(): Promise<RequestMeta> {
  const list = await headers();
  const forwarded = list
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return { ip: forwarded?.at(-1)?.slice(0, 64), userAgent: list.get('user-agent') ?? undefined };
}
