import { env } from '@/lib/env';
import { isSameOrigin } from '@/server/auth/origin';
import { getDb } from '@/server/db';
import { hashClientAddress } from '@/server/private-hash';
import { consume } from '@/server/rate-limit';
import { requestMeta } from '@/server/request-meta';
import { answerReview, reviewAnswerSchema } from '@/server/review';

export const dynamic = 'force-dynamic';

/** A review form is a token, a choice and a comment of at most 2,000 characters. */
const MAX_BODY = 16 * 1024;
/** Answers from one address: enough for a client changing their mind, not for a flood. */
const REVIEW_LIMIT = { points: 10, windowMs: 10 * 60_000 };

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

/**
 * A client's answer on a review link (the form on the previewed page posts here, with or without script): this site's
 * pages only (C1), rate limited per address, strictly parsed; then back to the page, which shows the answer kept.
 */
/**
 * C1 for this form: the previewed page is sent with `Referrer-Policy: no-referrer`, under which the browser posts its
 * form with `Origin: null`. That null is taken only with `Sec-Fetch-Site: same-origin`, which no other site and no
 * sandboxed frame can send (a browser sets it; an opaque origin is cross-site).
 */
function fromThisSite(headers: Headers): boolean {
  if (isSameOrigin(headers, env().SITE_URL)) return true;
  return headers.get('origin') === 'null' && headers.get('sec-fetch-site') === 'same-origin';
}

export async function POST(request: Request): Promise<Response> {
  if (!fromThisSite(request.headers)) return text(403, 'Forbidden');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return text(413, 'Too large');
  const db = getDb();
  const client = (await hashClientAddress((await requestMeta()).ip)) ?? 'unknown';
  const limit = await consume(db, `review:${client}`, REVIEW_LIMIT);
  if (!limit.allowed)
    return text(429, 'Too many answers from this address. Please try again later.', {
      'Retry-After': String(limit.retryAfter),
    });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return text(400, 'The answer could not be read.');
  }
  const parsed = reviewAnswerSchema.safeParse({
    token: form.get('token'),
    decision: form.get('decision'),
    comment: form.get('comment') ?? '',
  });
  if (!parsed.success) return text(400, 'The answer could not be read.');
  const link = await answerReview(parsed.data);
  if (!link) return text(410, 'This review link has expired or was revoked.');
  // Back to the page it reviews (its own path, never one from the request), where the answer is shown.
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${link.path}?review=${parsed.data.token}`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
