import type { SubmitResult } from '@/server/leads/submit';

/** The chat's route handlers (src/app/api/chat): the widget runs on pages outside Next.js, where no action can reach. */
const TOKEN_URL = '/api/chat/token';
const SUBMIT_URL = '/api/chat';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const resultStatuses: ReadonlySet<unknown> = new Set<SubmitResult['status']>([
  'ok',
  'invalid',
  'captcha',
  'expired',
  'rate_limited',
  'unavailable',
  'error',
]);

/** An answer of the lead pipeline (this site's own server's JSON: its status is the word to go by). */
const isSubmitResult = (value: unknown): value is SubmitResult => isRecord(value) && resultStatuses.has(value.status);

/** A signed time for the chat form, from the server; rejects when none came. */
export async function fetchChatFormToken(): Promise<string> {
  const response = await fetch(TOKEN_URL, { cache: 'no-store' });
  const body: unknown = await response.json();
  if (!response.ok || !isRecord(body) || typeof body.issuedAt !== 'string')
    throw new Error(`The chat's form token was not given (${response.status}).`);
  return body.issuedAt;
}

/**
 * Sends a chat message and returns the lead pipeline's answer, whatever its HTTP status (a refusal is an answer too);
 * rejects when the answer is none of the pipeline's (another site's request, a body the route could not read, no
 * network), which the widget tells as an error.
 */
export async function postChatMessage(input: Record<string, unknown>): Promise<SubmitResult> {
  const response = await fetch(SUBMIT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body: unknown = await response.json();
  if (!isSubmitResult(body)) throw new Error(`The chat's message was not taken (${response.status}).`);
  return body;
}
