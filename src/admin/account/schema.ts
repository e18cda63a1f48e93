import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '@/server/auth/password-policy';
import type { ActionFailure } from '../admin-action';

/** Length caps only: what makes a password acceptable is the policy (password-policy.ts), which knows the person. */
const password = z.string().min(1, 'required').max(MAX_PASSWORD_LENGTH, 'too_long');

const typedTwice = (values: { password: string; repeat: string }) => values.password === values.repeat;
const mismatch = { path: ['repeat'], message: 'mismatch' };

/** The set-password page: the link's token and the new password, typed twice. */
export const setPasswordInputSchema = z
  .strictObject({ token: z.string().min(1).max(100), password, repeat: password })
  .refine(typedTwice, mismatch);

/** The Account page: the current password proves it is the person, then the new one, typed twice. */
export const changePasswordInputSchema = z
  .strictObject({ current: password, password, repeat: password })
  .refine(typedTwice, mismatch);

/**
 * What both password forms may answer besides success; field errors are codes (password-policy problems and more), and
 * `hint` says in zxcvbn's words why the new password is easy to guess.
 */
export type PasswordFailure =
  | { status: 'invalid'; fields: Record<string, string>; hint?: string }
  | { status: 'rate_limited'; retryAfter: number }
  | { status: 'error'; reference: string };

export type SetPasswordActionResult = { status: 'set'; email: string } | { status: 'invalid_link' } | PasswordFailure;
export type ChangePasswordActionResult = { status: 'changed' } | { status: 'managed_by_env' } | PasswordFailure;

/** The forgot-password page: the address to send a reset link to, if it is a person's. */
export const resetRequestInputSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'too_long')
    .pipe(z.email({ error: 'invalid_email' })),
});

/** The same `sent` whether or not the address has an account; `no_mail` when the site has no mail server. */
export type ResetRequestActionResult =
  { status: 'sent' } | { status: 'no_mail' } | { status: 'rate_limited'; retryAfter: number } | ActionFailure;

/** Ends one of one's own sessions (by the id the Account page lists it under), or all but the one in use. */
export const endSessionInputSchema = z.strictObject({ id: z.string().regex(/^[0-9a-f]{24}$/) });
export const endOtherSessionsInputSchema = z.strictObject({});

export type EndSessionActionResult =
  { status: 'ended'; count: number } | { status: 'not_found' } | { status: 'current' } | ActionFailure;

/** The Account page's daily digest switch: on or off, for the person signed in. */
export const digestChoiceInputSchema = z.strictObject({ digest: z.boolean() });

export type DigestChoiceActionResult = { status: 'saved'; digest: boolean } | { status: 'no_email' } | ActionFailure;
