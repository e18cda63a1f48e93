import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/** How a set-password token is kept: only this hash is stored, never the token. */
export const passwordLinkHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const newPasswordToken = () => randomBytes(32).toString('base64url');

/**
 * A second token for the link whose hash is `linkHash`, made when its mail is sent so that no token waits in the
 * outbox: same person, same expiry. Undefined when that link was used, replaced or has expired. `revoke` takes it back
 * when the mail could not be sent.
 */
export async function copyPasswordLink(
  db: Kysely<Database>,
  linkHash: string,
  now: number,
): Promise<{ token: string; revoke: () => Promise<void> } | undefined> {
  const link = await db
    .selectFrom('password_tokens')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', linkHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!link) return undefined;
  const token = newPasswordToken();
  const hash = passwordLinkHash(token);
  await db
    .insertInto('password_tokens')
    .values({ token_hash: hash, user_id: link.user_id, created_at: now, expires_at: Number(link.expires_at) })
    .execute();
  return {
    token,
    revoke: async () => {
      await db.deleteFrom('password_tokens').where('token_hash', '=', hash).execute();
    },
  };
}
