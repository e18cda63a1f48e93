import { z } from 'zod';

/**
 * What a browser answers to WebAuthn's `navigator.credentials.create` and `.get`, as @simplewebauthn/browser hands it
 * over (JSON, binary fields in base64url): the input schemas of the Account page's "add a passkey" action and of the
 * passkey sign-in route. Bounded well above what any authenticator sends.
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
export const credentialIdSchema = base64url(1_400).min(1);

const credential = {
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationResponseSchema = z.strictObject({
  ...credential,
  response: z.strictObject({
    clientDataJSON: base64url(4_000),
    attestationObject: base64url(16_000),
    authenticatorData: base64url(16_000).optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4_000).optional(),
  }),
});

export const authenticationResponseSchema = z.strictObject({
  ...credential,
  response: z.strictObject({
    clientDataJSON: base64url(4_000),
    authenticatorData: base64url(4_000),
    signature: base64url(2_000),
    userHandle: base64url(200).optional(),
  }),
});
