import 'server-only';

/** The body as text, or undefined once it passes `max` bytes (read no further than that). Throws on bytes not UTF-8. */
export async function readCapped(request: Request, max: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

/** A request's media type, lower case and without its parameters (`application/json; charset=utf-8` → `application/json`). */
export const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; error: 'invalid_json' | 'too_large' | 'unsupported_media_type' };

/**
 * A JSON body, read strictly: sent as `application/json` (415 otherwise), at most `max` bytes (413, read no further),
 * UTF-8 and well-formed (400). What the value holds is for the caller's schema to say.
 */
export async function readJsonBody(request: Request, max: number): Promise<JsonBody> {
  if (mediaType(request) !== 'application/json') return { ok: false, status: 415, error: 'unsupported_media_type' };
  let text: string | undefined;
  try {
    text = await readCapped(request, max);
  } catch {
    return { ok: false, status: 400, error: 'invalid_json' };
  }
  if (text === undefined) return { ok: false, status: 413, error: 'too_large' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: 'invalid_json' };
  }
}
