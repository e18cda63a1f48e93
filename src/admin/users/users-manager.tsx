import { Copy, KeyRound, UserPlus, UserX } from '@/components/icons';
import { adminTime, isoTime } from '@/lib/admin-time';
import { requireOwner } from '@/server/auth/guard';
import type { AdminSession } from '@/server/auth/session';
import { OWNER_ID } from '@/server/auth/user';
import { listUsers, type AccountRow } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { openLeadCounts } from '@/server/leads/assignment';
import { liveReviewLinkCounts } from '@/server/queries/review-links';
import { scheduleCounts } from '@/server/queries/schedules';
import { adminCopy } from '../copy';
import { OwnersOnly } from '../owners-only';
import { addPersonAction, newLinkAction, removePersonAction } from './actions';
import { PeopleManager } from './people-manager-client';
import type { Person } from './schema';

/** What becomes of a person's work if they are removed, counted per person id. */
interface Handover {
  openLeads: Map<string, number>;
  scheduled: Map<string, number>;
  reviewLinks: Map<string, number>;
}

function toPerson(row: AccountRow, me: string, handover: Handover): Person {
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
    openLeads: handover.openLeads.get(row.id) ?? 0,
    scheduled: handover.scheduled.get(row.id) ?? 0,
    reviewLinks: handover.reviewLinks.get(row.id) ?? 0,
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

  const db = getDb();
  const [rows, openLeads, scheduled, reviewLinks] = await Promise.all([
    listUsers(db),
    openLeadCounts(db),
    scheduleCounts(db),
    liveReviewLinkCounts(db),
  ]);
  const people = rows.map((row) => toPerson(row, session.user.id, { openLeads, scheduled, reviewLinks }));
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
