import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/server/db/schema';
import type { CaptchaResult } from './types';

/** A challenge stays valid for 10 minutes. */
const TTL_MS = 10 * 60_000;

export interface AltchaKeys {
  signature: string;
  keySignature: string;
}

/**
 * A challenge whose answer takes `cost` × (`cost` to 2 × `cost`) PBKDF2 rounds to find (ALTCHA_COST). At the default
 * 500 that is about 0.3 s of one core of this project's 2-core test machine (ALTCHA's recommended 5,000: about 10 s),
 * which the widget splits over the device's cores.
 */
export async function createAltchaChallenge(keys: AltchaKeys, cost: number, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter: randomInt(cost, cost * 2),
    deriveKey,
    expiresAt: new Date(now + TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string().max(40),
        nonce: z.string().regex(/^[0-9a-f]{8,128}$/i),
        salt: z.string().max(256),
        cost: z.number().int().positive().max(1_000_000),
        keyLength: z.number().int().positive().max(1024),
        keyPrefix: z.string().max(1024),
        keySignature: z.string().max(1024).optional(),
        memoryCost: z.number().optional(),
        parallelism: z.number().optional(),
        expiresAt: z.number().optional(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .loose(),
    signature: z.string().max(1024).optional(),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(1024),
    time: z.number().optional(),
  }),
});

/** Decodes the widget's base64 JSON payload; anything malformed is simply invalid. */
function decodeAltchaPayload(token: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies a solved challenge: signature, expiry and proof of work, then records its nonce so the same solution is
 * refused on any instance (single use, SECURITY.md F1).
 */
export async function verifyAltcha(
  db: Kysely<Database>,
  keys: AltchaKeys,
  token: string,
  now = Date.now(),
): Promise<CaptchaResult> {
  const payload = decodeAltchaPayload(token);
  if (!payload) return { ok: false, reason: 'invalid' };
  const result = await verifySolution({
    challenge: payload.challenge as Challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const inserted = await db
    .insertInto('captcha_used')
    .values({
      key: `altcha:${payload.challenge.parameters.nonce}`,
      // ALTCHA counts expiry in seconds; the table in milliseconds.
      expires_at: payload.challenge.parameters.expiresAt ? payload.challenge.parameters.expiresAt * 1000 : now + TTL_MS,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return { ok: false, reason: 'replayed' };
  return { ok: true };
}
