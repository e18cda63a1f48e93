import 'server-only';
import { CLIENT_ADDRESS_HEADER } from '@/node-server/client-address.mjs';
import { optedOut } from '@/server/analytics/collect';
import type { RequestMeta } from '@/server/leads/submit';

/**
 * The client address and user agent a request's headers carry. The address is the one the production server
 * (server.mjs) decided from the socket, or from the proxies TRUST_PROXY names; it replaces whatever the client sent in
 * that header. Without server.mjs (`next dev`) there is none, and every client shares the limits of "unknown".
 */
export function requestMetaOf(list: Headers): RequestMeta {
  return {
    ip: list.get(CLIENT_ADDRESS_HEADER)?.slice(0, 64) || undefined,
    userAgent: list.get('user-agent') ?? undefined,
    doNotTrack: optedOut(list),
  };
}
