import 'server-only';
import { headers } from 'next/headers';
import type { RequestMeta } from '@/server/leads/submit';
import { requestMetaOf } from './client-meta';

/** The client's address and user agent (src/server/client-meta.ts) of the request a Next.js route or action answers. */
export async function requestMeta(): Promise<RequestMeta> {
  return requestMetaOf(await headers());
}
