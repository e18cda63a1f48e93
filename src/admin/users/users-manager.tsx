import { Copy, KeyRound, LogOut, ShieldCheck, UserPlus, UserX } from '@/components/icons';
import { adminTime, isoTime } from '@/lib/admin-time';
import { activeSessionCounts } from '@/server/auth/active-sessions';
import { requireRight } from '@/server/auth/guard';
import type { AdminSession } from '@/server/auth/session';
import { adminRoles } from '@/lib/roles';
import { OWNER_ID } from '@/server/auth/user';
import { listUsers, type AccountRow } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { openLeadCounts } from '@/server/leads/assignment';
import { liveReviewLinkCounts } from '@/server/queries/review-links';
import { scheduleCounts } from '@/server/queries/schedules';
import { adminCopy } from '../copy';
import { NotForRole } from '../not-for-role';
import {
  addPersonAction,
  changeRoleAction,
  endPersonSessionsAction,
  newLinkAction,
  removePersonAction,
  setLanguagesAction,
} from './actions';
import { PeopleManager } from './people-manager-client';
import { setTwoStepRequiredAction } from './two-step-actions';
import { TwoStepRequiredSwitch } from './two-step-switch-client';
import { namedOwnersWithTwoStep, twoStepRequiredRoles } from '@/server/auth/two-step-policy';
import { env } from '@/lib/env';
import type { Person } from './schema';

/** What becomes of a person's work if they are removed, counted per person id. */
interface Handover {
  openLeads: Map<string, number>;
  scheduled: Map<string, number>;
  reviewLinks: Map<string, number>;
  sessions: Map<string, number>;
}

function toPerson(row: AccountRow, me: string, handover: Handover): Person {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    ...(row.languages && { languages: row.languages, publishesLanguages: row.publishesLanguages ?? false }),
    status: row.linkPending ? 'link_waiting' : row.hasPassword ? 'password_set' : 'link_expired',
    added: { iso: isoTime(row.createdAt), text: adminTime(row.createdAt) },
    you: row.id === me,
    removable: row.id !== me && row.id !== OWNER_ID,
    linkable: row.id !== OWNER_ID,
    openLeads: handover.openLeads.get(row.id) ?? 0,
    scheduled: handover.scheduled.get(row.id) ?? 0,
    reviewLinks: handover.reviewLinks.get(row.id) ?? 0,
    sessions: Math.max(0, (handover.sessions.get(row.id) ?? 0) - (row.id === me ? 1 : 0)),
  };
}

/** Whether the admin password still signs in, and how to turn it off once a named owner signs in in two steps. */
function EnvironmentLogin({ owners }: { owners: readonly string[] }) {
  const copy = adminCopy.twoStep.users.environment;
  const text =
    env().ADMIN_LOGIN_ENV === 'off'
      ? copy.off
      : owners.length
        ? copy.onReady.replace('{names}', new Intl.ListFormat('en', { type: 'conjunction' }).format(owners))
        : copy.onAlone;
  return (
    <div id="environment-login" className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h4 className="font-semibold">{copy.heading}</h4>
      <p className="mt-1 max-w-prose text-sm text-slate-600 dark:text-slate-300">{text}</p>
    </div>
  );
}

/** Each role's rights in plain words, as src/lib/roles.ts grants them. */
function RoleRights() {
  return (
    <section
      aria-labelledby="role-rights-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="role-rights-heading" className="text-lg font-semibold">
        {adminCopy.users.manager.rolesHeading}
      </h3>
      <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {adminRoles.map((role) => (
          <div key={role} className="grid gap-1 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-semibold">{adminCopy.roles.names[role]}</dt>
            <dd className="text-sm text-slate-700 dark:text-slate-300">{adminCopy.roles.rights[role]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * `/admin/users`, owners only: the role is checked here, in server code (an editor's visit is logged and shown no
 * one), and again by every action.
 */
export async function UsersManager({ session }: { session: AdminSession }) {
  const copy = adminCopy.users;
  if (!(await requireRight('manage', '/admin/users')))
    return <NotForRole title={copy.ownersOnlyTitle} text={copy.ownersOnlyText} />;

  const db = getDb();
  const [rows, openLeads, scheduled, reviewLinks, sessions, twoStepRequired, twoStepOwners] = await Promise.all([
    listUsers(db),
    openLeadCounts(db),
    scheduleCounts(db),
    liveReviewLinkCounts(db),
    activeSessionCounts(db),
    twoStepRequiredRoles(db),
    namedOwnersWithTwoStep(db),
  ]);
  const handover = { openLeads, scheduled, reviewLinks, sessions };
  const people = rows.map((row) => toPerson(row, session.user.id, handover));
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{copy.intro}</p>
      </div>
      <section
        aria-labelledby="two-step-required-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h3 id="two-step-required-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 text-ember-600" />
          {adminCopy.twoStep.users.heading}
        </h3>
        <TwoStepRequiredSwitch
          initial={twoStepRequired}
          labels={adminCopy.twoStep.users}
          roleNames={adminCopy.roles.names}
          action={setTwoStepRequiredAction}
        />
        <EnvironmentLogin owners={twoStepOwners} />
      </section>
      <PeopleManager
        people={people}
        labels={{ ...copy.manager, roles: adminCopy.roles }}
        icons={{ add: <UserPlus />, link: <KeyRound />, remove: <UserX />, copy: <Copy />, signOut: <LogOut /> }}
        actions={{
          add: addPersonAction,
          newLink: newLinkAction,
          remove: removePersonAction,
          endSessions: endPersonSessionsAction,
          changeRole: changeRoleAction,
          setLanguages: setLanguagesAction,
        }}
      />
      <RoleRights />
    </div>
  );
}
