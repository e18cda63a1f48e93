import { Copy, KeyRound, UserPlus, UserX } from '@/components/icons';
import { adminTime, isoTime } from '@/lib/admin-time';
import { requireOwner } from '@/server/auth/guard';
import type { AdminSession } from '@/server/auth/session';
import { OWNER_ID } from '@/server/auth/user';
import { listUsers, type AccountRow } from '@/server/auth/users';
import { openLeadCounts } from '@/server/leads/assignment';
import { getDb } from '@/server/db';
import { adminCopy } from '../copy';
import { OwnersOnly } from '../owners-only';
import { addPersonAction, newLinkAction, removePersonAction } from './actions';
import { PeopleManager } from './people-manager-client';
import type { Person } from './schema';

function toPerson(row: AccountRow, me: string, openLeads: Map<string, number>): Person {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.linkPending ? 'link_waiting' : row.hasPassword ? 'password_set' : 'link_expired',
    added: { iso: isoTime(row.createdAt), text: adminTime(row.createdAt) },
    you: row.id === me,
    removable: row.id !== me && row.id !== OWNER_ID,
    linkable: row.id !== OWNER_ID,
    openLeads: openLeads.get(row.id) ?? 0,
  };
}

/**
 * `/admin/users`, owners only: the role is checked here, in server code (an editor's visit is logged and shown no
 * one), and again by every action.
 */
export async function UsersManager({ session }: { session: AdminSession }) {
  const copy = adminCopy.users;
  if (!(await requireOwner('/admin/users')))
    return <OwnersOnly title={copy.ownersOnlyTitle} text={copy.ownersOnlyText} />;

  const [rows, openLeads] = await Promise.all([listUsers(getDb()), openLeadCounts(getDb())]);
  const people = rows.map((row) => toPerson(row, session.user.id, openLeads));
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{copy.intro}</p>
      </div>
      <PeopleManager
        people={people}
        labels={copy.manager}
        icons={{ add: <UserPlus />, link: <KeyRound />, remove: <UserX />, copy: <Copy /> }}
        actions={{ add: addPersonAction, newLink: newLinkAction, remove: removePersonAction }}
      />
    </div>
  );
}
