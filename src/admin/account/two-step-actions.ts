'use server';

import QRCode from 'qrcode';
import {
  confirmTwoStepSetup,
  regenerateRecoveryCodes,
  startTwoStepSetup,
  turnOffTwoStep,
} from '@/server/auth/two-step';
import { hasPasskey } from '@/server/auth/passkeys';
import { isTwoStepRequiredFor } from '@/server/auth/two-step-policy';
import { getDb } from '@/server/db';
import { getSiteSettings } from '@/server/queries/settings';
import { log } from '@/server/log';
import { consume, limits } from '@/server/rate-limit';
import { adminAction } from '../admin-action';
import {
  confirmTwoStepInputSchema,
  newRecoveryCodesInputSchema,
  startTwoStepInputSchema,
  turnOffTwoStepInputSchema,
  type ConfirmTwoStepResult,
  type NewRecoveryCodesResult,
  type StartTwoStepResult,
  type TurnOffTwoStepResult,
} from './two-step-schema';

/**
 * The Account page's two-step sign-in (SECURITY.md B2), each for the person signed in, about their own account. The
 * setup's two actions stay open to someone an owner requires to set it up (`twoStepSetup`); a wrong code or password
 * counts against the person's password-form limit (10 in 15 minutes).
 */

/** A QR code drawn on the server, as an SVG image of attributes only (no style, so the strict CSP shows it). */
async function qrImage(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

async function limited(userId: string, scope: string) {
  const limit = await consume(getDb(), `password-change:${userId}`, limits.setPassword);
  if (limit.allowed) return undefined;
  log.warn('security.rate_limited', { scope, userId });
  return { status: 'rate_limited' as const, retryAfter: limit.retryAfter };
}

export const startTwoStepAction = adminAction(
  {
    access: 'signedIn',
    input: startTwoStepInputSchema,
    returnTo: '/admin/account',
    failure: 'admin.two_step_start_failed',
    twoStepSetup: true,
  },
  async (_input, session): Promise<StartTwoStepResult> => {
    const started = await startTwoStepSetup(getDb(), session.user, Date.now(), (await getSiteSettings()).name);
    if (started.status !== 'started') return started;
    return { status: 'started', secret: started.secret, qr: await qrImage(started.uri) };
  },
);

export const confirmTwoStepAction = adminAction(
  {
    access: 'signedIn',
    input: confirmTwoStepInputSchema,
    returnTo: '/admin/account',
    failure: 'admin.two_step_confirm_failed',
    twoStepSetup: true,
  },
  async ({ code }, session): Promise<ConfirmTwoStepResult> => {
    const refused = await limited(session.user.id, 'two_step_setup');
    if (refused) return refused;
    const result = await confirmTwoStepSetup(getDb(), session, code);
    if (result.status === 'wrong_code') {
      log.warn('security.two_step_failed', { userId: session.user.id, kind: 'setup' });
      return { status: 'invalid', fields: { code: 'wrong_code' } };
    }
    if (result.status === 'enabled') log.info('security.two_step_enabled', { userId: session.user.id });
    return result;
  },
);

export const newRecoveryCodesAction = adminAction(
  {
    access: 'signedIn',
    input: newRecoveryCodesInputSchema,
    returnTo: '/admin/account',
    failure: 'admin.recovery_codes_failed',
  },
  async (_input, session): Promise<NewRecoveryCodesResult> => {
    const result = await regenerateRecoveryCodes(getDb(), session);
    if (result.status === 'regenerated') log.info('security.recovery_codes_renewed', { userId: session.user.id });
    return result;
  },
);

export const turnOffTwoStepAction = adminAction(
  {
    access: 'signedIn',
    input: turnOffTwoStepInputSchema,
    returnTo: '/admin/account',
    failure: 'admin.two_step_off_failed',
  },
  async ({ password }, session): Promise<TurnOffTwoStepResult> => {
    const db = getDb();
    // While an owner requires it, it stays on unless a passkey is the person's second step (turning the last one off
    // would only lock them out of the admin).
    if ((await isTwoStepRequiredFor(db, session.user.role)) && !(await hasPasskey(db, session.user.id)))
      return { status: 'required' };
    const refused = await limited(session.user.id, 'two_step_off');
    if (refused) return refused;
    const result = await turnOffTwoStep(db, session, password);
    if (result.status === 'wrong_password') {
      log.warn('security.two_step_off_refused', { userId: session.user.id });
      return { status: 'invalid', fields: { password: 'wrong_password' } };
    }
    if (result.status === 'off') log.info('security.two_step_disabled', { userId: session.user.id });
    return result;
  },
);
