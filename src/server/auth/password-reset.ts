import type { Kysely } from 'kysely';
import { recordAudit } from '@/server/audit';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { enqueueAccountMail } from '@/server/mail/outbox';
import { privateHashIn } from '@/server/private-hash';
import { consume, limits } from '@/server/rate-limit';
import { passwordLinkHash } from './password-links';
import { toAdminUser } from './user';
import { issueLink } from './users';

/** A reset link works for this long, once (SECURITY.md B3). */
export const RESET_LINK_TTL_MS = 30 * 60_000;

/** The mail a reset link goes out in: `{link}` in the text stands for the link, made when the mail leaves. */
export interface ResetMail {
  subject: (name: string) => string;
  text: (name: string) => string;
  /** The set-password address up to the token (built on SITE_URL, never on the request's Host). */
  linkBase: string;
  /** The domain of the Message-ID. */
  domain: string;
}

/**
 * The first half of a forgot-password request, the only part its answer waits on: it counts against the client
 * address. Whether the address named has an account plays no part, so the answer (and its time) is the same for any.
 */
export async function admitResetRequest(
  db: Kysely<Database>,
  ipHash: string,
  now = Date.now(),
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const mine = await consume(db, `reset:${ipHash}`, limits.passwordReset, now);
  if (mine.allowed) return { allowed: true };
  log.warn('security.rate_limited', { scope: 'password_reset', ipHash });
  return { allowed: false, retryAfter: mine.retryAfter };
}

/**
 * The second half, done after the answer has gone: when the address is a person's, a single-use link valid for 30
 * minutes goes to it through the outbox (earlier links of theirs stop working), at most 3 an hour per address. The
 * token never waits in the outbox (the mail gets its own copy when it leaves) and is never logged. Returns whether a
 * mail was queued.
 */
export async function sendResetLink(
  db: Kysely<Database>,
  email: string,
  mail: ResetMail,
  now = Date.now(),
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const accountKey = await privateHashIn(db, `reset:${address}`);
  const perAccount = await consume(db, `reset:account:${accountKey}`, limits.passwordResetAccount, now);
  if (!perAccount.allowed) {
    log.warn('security.rate_limited', { scope: 'password_reset_account', accountKey });
    return false;
  }
  const row = await db.selectFrom('admin_users').selectAll().where('email', '=', address).executeTakeFirst();
  if (!row?.email) {
    log.info('security.password_reset_unknown', { accountKey });
    return false;
  }
  const user = toAdminUser(row);
  await db.transaction().execute(async (trx) => {
    const token = await issueLink(trx, user.id, now, RESET_LINK_TTL_MS);
    await enqueueAccountMail(
      trx,
      address,
      {
        subject: mail.subject(user.name),
        text: mail.text(user.name),
        linkHash: passwordLinkHash(token),
        linkBase: mail.linkBase,
      },
      mail.domain,
      now,
    );
    await recordAudit(
      trx,
      user,
      { action: 'user.reset', target: `user:${user.id}`, summary: 'asked for a reset link' },
      now,
    );
  });
  log.info('security.password_reset_sent', { userId: user.id });
  return true;
}
