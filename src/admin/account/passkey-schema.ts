import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { z } from 'zod';
import { credentialIdSchema, registrationResponseSchema } from '@/lib/passkey-responses';
import type { ActionFailure } from '../admin-action';

/** Start adding a passkey: nothing to send (the challenge is made on the server). */
export const passkeyOptionsInputSchema = z.strictObject({});

export const addPasskeyInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(60, 'too_long'),
  response: registrationResponseSchema,
});
export const removePasskeyInputSchema = z.strictObject({ id: credentialIdSchema });

export type PasskeyOptionsResult =
  | { status: 'ok'; options: PublicKeyCredentialCreationOptionsJSON }
  | { status: 'owner_account' | 'too_many' }
  | ActionFailure;
export type AddPasskeyResult =
  { status: 'added'; name: string } | { status: 'owner_account' | 'too_many' | 'refused' } | ActionFailure;
/** `required`: the last passkey of an account without an authenticator app, while an owner requires two-step sign-in. */
export type RemovePasskeyResult = { status: 'removed' | 'not_found' | 'required' } | ActionFailure;
