import 'server-only';
import { headers } from 'next/headers';
import { JsonLdScript, type Json } from './json-ld';

/** JsonLdScript on a Next.js page, with the response's nonce (every script element there carries one). */
export async function JsonLd({ data }: { data: Json }) {
  return <JsonLdScript data={data} nonce={(await headers()).get('x-nonce') ?? undefined} />;
}
