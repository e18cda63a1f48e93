import { Clock, Eye, EyeOff, KeyRound, Mail } from '@/components/icons';
import { env } from '@/lib/env';
import { ownerPasswordFromEnv } from '@/server/auth/admin-password';
import { can } from '@/lib/roles';
import type { AdminSession } from '@/server/auth/session';
import { OWNER_ID } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { getDigestChoice } from '@/server/leads/digest';
import { adminPassword } from '@/server/startup';
import { adminCopy, fill } from '../copy';
import { changePasswordAction } from './actions';
import { ChangePasswordForm } from './change-password-form-client';
import { saveDigestChoiceAction } from './digest-actions';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { DigestSwitch } from './digest-switch-client';
import { saveTimeZoneAction } from './time-zone-actions';
import { TimeZoneForm } from './time-zone-form-client';
import { TwoStepCard } from './two-step-card';
import { adminTimeZone } from '@/lib/admin-time';
import { ADMIN_ZONE_COOKIE, inZone, isTimeZone } from '@/lib/zoned-time';
import { cookies } from 'next/headers';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900';

/**
 * `/admin/account`, for everyone signed in: who they are, their daily digest of open leads, and their password (unless
 * the server's env sets it).
 */
export async function AccountPage({ session }: { session: AdminSession }) {
  const copy = adminCopy.account;
  const { user } = session;
  const digest = await getDigestChoice(getDb(), user.id);
  // The zone this browser told (kept whatever the person chose, so the list can offer it back).
  const browserZone = (await cookies()).get(ADMIN_ZONE_COOKIE)?.value;
  // The job's hour is a UTC one; said in the person's own time zone (today's offset), as every admin time.
  const today = new Date();
  const digestHour = inZone(
    `${today.toISOString().slice(0, 10)} ${String(env().LEAD_DIGEST_HOUR).padStart(2, '0')}:00 UTC`,
    adminTimeZone(),
  ).slice(11);
  const setByEnv = user.id === OWNER_ID && ownerPasswordFromEnv(adminPassword());
  const details = [
    [copy.details.name, user.name],
    [copy.details.email, user.email ?? copy.details.noEmail],
    [copy.details.role, adminCopy.roles.names[user.role]],
    [copy.details.rights, adminCopy.roles.rights[user.role]],
  ] as const;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
      <section aria-label={copy.details.label} className={card}>
        <dl className="space-y-3">
          {details.map(([term, value]) => (
            <div key={term} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:items-baseline sm:gap-6">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="time-zone-heading" className={card}>
        <h3 id="time-zone-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Clock aria-hidden="true" className="size-5 text-ember-600" />
          {copy.timeZone.heading}
        </h3>
        <div className="mt-4">
          <TimeZoneForm
            chosen={user.timeZone ?? null}
            browserZone={isTimeZone(browserZone) ? browserZone : 'UTC'}
            save={saveTimeZoneAction}
          />
        </div>
      </section>
      {/* The digest of open leads, for a role that works them. */}
      {can(user.role, 'leads') && (
        <section aria-labelledby="digest-heading" className={card}>
          <h3 id="digest-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Mail aria-hidden="true" className="size-5 text-ember-600" />
            {copy.digest.heading}
          </h3>
          <div className="mt-4">
            <DigestSwitch
              initial={digest.digest}
              disabled={!digest.hasEmail}
              labels={copy.digest}
              help={digest.hasEmail ? fill(copy.digest.help, { hour: digestHour }) : copy.digest.noEmail}
              email={user.email ?? ''}
              action={saveDigestChoiceAction}
            />
          </div>
        </section>
      )}
      <TwoStepCard session={session} />
      <PasskeysCard session={session} className={card} />
      <section aria-labelledby="password-heading" className={card}>
        <h3 id="password-heading" className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound aria-hidden="true" className="size-5 text-ember-600" />
          {setByEnv ? copy.managedByEnv.heading : copy.change.heading}
        </h3>
        {setByEnv ? (
          <p className="mt-2 text-slate-700 dark:text-slate-200">{copy.managedByEnv.text}</p>
        ) : (
          <div className="mt-5">
            <ChangePasswordForm
              email={user.email}
              labels={copy.change}
              passwordLabels={copy.password}
              icons={{ show: <Eye className="size-5" />, hide: <EyeOff className="size-5" /> }}
              action={changePasswordAction}
            />
          </div>
        )}
      </section>
      <SessionsCard session={session} className={card} />
    </div>
  );
}
