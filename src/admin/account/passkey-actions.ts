'use server';

import { env } from '@/lib/env';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  relyingParty,
  removePasskey,
} from '@/server/auth/passkeys';
import { hasTwoStep } from '@/server/auth/two-step';
import { isTwoStepRequiredFor } from '@/server/auth/two-step-policy';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getSiteSettings } from '@/server/queries/settings';
import { adminAction } from '../admin-action';
import {
  addPasskeyInputSchema,
  passkeyOptionsInputSchema,
  removePasskeyInputSchema,
  type AddPasskeyResult,
  type PasskeyOptionsResult,
  type RemovePasskeyResult,
} from './passkey-schema';

/**
 * The Account page's passkeys (SECURITY.md B2), each for the person signed in, about their own account: a challenge
 * to make one with, keeping the one made (checked on the server against that challenge, this site and the person's
 * verification), and removing one.
 */
const siteParty = async () => relyingParty(env().SITE_URL, (await getSiteSettings()).name);

export const passkeyOptionsAction = adminAction(
  {
    access: 'signedIn',
    input: passkeyOptionsInputSchema,
    returnTo: '/admin/account',
    failure: 'admin.passkey_options_failed',
  },
  async (_input, session): Promise<PasskeyOptionsResult> => {
    const result = await passkeyRegistrationOptions(getDb(), session.user, await siteParty());
    return result;
  },
);

export const addPasskeyAction = adminAction(
  { access: 'signedIn', input: addPasskeyInputSchema, returnTo: '/admin/account', failure: 'admin.passkey_add_failed' },
  async ({ name, response }, session): Promise<AddPasskeyResult> => {
    const result = await addPasskey(getDb(), session, { name, response }, await siteParty());
    // A refused answer is named apart from a form field's `invalid`: the form has nothing to point at.
    if (result.status !== 'added') return { status: result.status === 'invalid' ? 'refused' : result.status };
    log.info('security.passkey_added', { userId: session.user.id });
    return { status: 'added', name: result.passkey.name };
  },
);

export const removePasskeyAction = adminAction(
  {
    access: 'signedIn',
    input: removePasskeyInputSchema,
    returnTo: '/admin/account',
    failure: 'admin.passkey_remove_failed',
  },
  async ({ id }, session): Promise<RemovePasskeyResult> => {
    const db = getDb();
    // While an owner requires two-step sign-in, the last second step stays (removing it would only lock the person out).
    const [required, app, passkeys] = await Promise.all([
      isTwoStepRequiredFor(db, session.user.role),
      hasTwoStep(db, session.user.id),
      listPasskeys(db, session.user.id),
    ]);
    if (required && !app && passkeys.length === 1 && passkeys[0]!.id === id) return { status: 'required' };
    const result = await removePasskey(db, session, id);
    if (result.status === 'removed') log.info('security.passkey_removed', { userId: session.user.id });
    return result;
  },
);
