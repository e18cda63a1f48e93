import { ShieldCheck } from '@/components/icons';
import { adminTime } from '@/lib/admin-time';
import type { AdminSession } from '@/server/auth/session';
import { twoStepState } from '@/server/auth/two-step';
import { isTwoStepRequiredFor } from '@/server/auth/two-step-policy';
import { OWNER_ID } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { adminCopy, fill } from '../copy';
import {
  confirmTwoStepAction,
  newRecoveryCodesAction,
  startTwoStepAction,
  turnOffTwoStepAction,
} from './two-step-actions';
import { TwoStepManage } from './two-step-manage-client';
import { TwoStepSetup } from './two-step-setup-client';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900';

/**
 * The Account page's "Two-step sign-in" card (SECURITY.md B2): off → set it up with an authenticator app; on → since
 * when, recovery codes left, new ones, turn off. The owner account of the admin password has no e-mail address and
 * is exempt, which the card says.
 */
export async function TwoStepCard({ session }: { session: AdminSession }) {
  const copy = adminCopy.twoStep.account;
  const { user } = session;
  const db = getDb();
  const ownerAccount = user.id === OWNER_ID || !user.email;
  const [state, requiredByOwner] = await Promise.all([twoStepState(db, user.id), isTwoStepRequiredFor(db, user.role)]);

  return (
    <section id="two-step" aria-labelledby="two-step-heading" className={card}>
      <h3 id="two-step-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-ember-600" />
        {copy.heading}
      </h3>
      {ownerAccount ? (
        <p className="mt-2 text-slate-700 dark:text-slate-200">{copy.ownerAccount}</p>
      ) : state.enabled ? (
        <div className="mt-2">
          <p className="text-slate-700 dark:text-slate-200">
            {fill(copy.onText, { date: state.enabledAt ? adminTime(state.enabledAt) : '' })}
          </p>
          <TwoStepManage
            labels={copy}
            email={user.email ?? ''}
            codesLeft={state.recoveryCodesLeft}
            canTurnOff={!requiredByOwner}
            actions={{ newCodes: newRecoveryCodesAction, turnOff: turnOffTwoStepAction }}
          />
        </div>
      ) : (
        <div className="mt-2">
          {requiredByOwner && (
            <p role="alert" className="mb-3 font-medium text-amber-800 dark:text-amber-300">
              {copy.required}
            </p>
          )}
          <p className="text-slate-700 dark:text-slate-200">{copy.offText}</p>
          <TwoStepSetup
            labels={copy}
            email={user.email ?? ''}
            actions={{ start: startTwoStepAction, confirm: confirmTwoStepAction }}
          />
        </div>
      )}
    </section>
  );
}
