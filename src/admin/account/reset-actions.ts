'use server';

import { after } from 'next/server';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { admitResetRequest, sendResetLink } from '@/server/auth/password-reset';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { kickOutbox } from '@/server/mail/worker';
import { hashClientAddress } from '@/server/private-hash';
import { requestMeta } from '@/server/request-meta';
import { adminAction } from '../admin-action';
import { adminCopy, fill } from '../copy';
import { resetRequestInputSchema, type ResetRequestActionResult } from './schema';

/**
 * Forgot password (SECURITY.md B3), without a session: whoever asks gets the same answer, at the same time, whether or
 * not the address is a person's. The answer waits only on the per-address limit; finding the person, making the link
 * and queueing its mail happen after it has gone.
 */
export const requestResetAction = adminAction(
  { access: 'link', input: resetRequestInputSchema, failure: 'admin.password_reset_failed' },
  async ({ email }): Promise<ResetRequestActionResult> => {
    const { SITE_URL, SMTP_URL } = env();
    if (!SMTP_URL) return { status: 'no_mail' };
    const db = getDb();
    const ipHash = (await hashClientAddress((await requestMeta()).ip)) ?? 'unknown';
    const admitted = await admitResetRequest(db, ipHash);
    if (!admitted.allowed) return { status: 'rate_limited', retryAfter: admitted.retryAfter };
    const copy = adminCopy.account.reset.mail;
    after(async () => {
      try {
        const queued = await sendResetLink(db, email, {
          subject: (name) => fill(copy.subject, { name, site: SITE_URL }),
          // `{link}` stays a placeholder: the mail gets its own copy of the link when it is sent (outbox-delivery.ts).
          text: (name) => fill(copy.text, { name, site: SITE_URL }),
          linkBase: `${SITE_URL}${paths.adminSetPassword}?token=`,
          domain: new URL(SITE_URL).hostname,
        });
        if (queued) kickOutbox();
      } catch (error) {
        log.error('admin.password_reset_failed', { error: errorMessage(error) });
      }
    });
    return { status: 'sent' };
  },
);
