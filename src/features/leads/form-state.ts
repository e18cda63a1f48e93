import type { SubmitResult } from '@/server/leads/submit';

export type { SubmitResult };

/**
 * What a lead form shows after a sending: the server's answer, and which sending it answers (a counter), so the same
 * answer twice (two refusals in a row) is still told twice.
 */
export type FormState = SubmitResult & { submission: number };

/** What the visitor typed, sent back to refill the form after a sending without script (never the captcha). */
export type PostedValues = Partial<Record<string, string | string[]>>;
