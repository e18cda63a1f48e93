import { z } from 'zod';
import { adminRoles, type AdminRole } from '@/lib/roles';
import { MAX_PASSWORD_LENGTH } from '@/server/auth/password-policy';
import type { ActionFailure } from '../admin-action';

/** Start a setup: nothing to send (the secret is made on the server). */
export const startTwoStepInputSchema = z.strictObject({});
/** The 6 digits the app shows (spaces allowed, as `123 456`). */
export const confirmTwoStepInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[\d ]{6,9}$/, 'wrong_code'),
});
export const newRecoveryCodesInputSchema = z.strictObject({});
export const turnOffTwoStepInputSchema = z.strictObject({
  password: z.string().min(1, 'required').max(MAX_PASSWORD_LENGTH, 'wrong_password'),
});
/** The Users page's switch. */
/** Every role (`required: true`) or none, or the roles named. */
export const twoStepRequiredInputSchema = z.union([
  z.strictObject({ required: z.boolean() }),
  z.strictObject({ roles: z.array(z.enum(adminRoles)).max(adminRoles.length) }),
]);

type Limited = { status: 'rate_limited'; retryAfter: number };

export type StartTwoStepResult =
  { status: 'started'; secret: string; qr: string } | { status: 'already_on' | 'owner_account' } | ActionFailure;
export type ConfirmTwoStepResult =
  { status: 'enabled'; recoveryCodes: string[] } | { status: 'no_setup' | 'already_on' } | Limited | ActionFailure;
export type NewRecoveryCodesResult =
  { status: 'regenerated'; recoveryCodes: string[] } | { status: 'not_on' } | ActionFailure;
export type TurnOffTwoStepResult = { status: 'off' | 'not_on' | 'required' } | Limited | ActionFailure;
export type TwoStepRequiredResult = { status: 'saved'; roles: AdminRole[] } | { status: 'forbidden' } | ActionFailure;
