import { Globe, LogOut } from '@/components/icons';
import { adminTime, isoTime } from '@/lib/admin-time';
import { listActiveSessions } from '@/server/auth/active-sessions';
import type { AdminSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { adminCopy, fill } from '../copy';
import { endOtherSessionsAction, endSessionAction } from './session-actions';
import { SessionsList, type ListedSession } from './sessions-list-client';

/**
 * Where the person is signed in (SECURITY.md B4): each live session with its browser and system, the first part of its
 * network address and when it was last used, the one in use marked; any other can be signed out, or all of them.
 */
export async function SessionsCard({ session, className }: { session: AdminSession; className: string }) {
  const copy = adminCopy.account.sessions;
  const sessions = await listActiveSessions(getDb(), session.user.id, { currentTokenHash: session.tokenHash });
  const listed: ListedSession[] = sessions.map((row) => ({
    id: row.id,
    device:
      row.browser && row.system
        ? fill(copy.device, { browser: row.browser, system: row.system })
        : (row.browser ?? (row.system ? fill(copy.someBrowser, { system: row.system }) : copy.unknownDevice)),
    network: row.network ? fill(copy.network, { network: row.network }) : copy.unknownNetwork,
    signedIn: { iso: isoTime(row.signedInAt), text: adminTime(row.signedInAt) },
    lastSeen: { iso: isoTime(row.lastSeenAt), text: adminTime(row.lastSeenAt) },
    current: row.current,
  }));
  return (
    <section aria-labelledby="sessions-heading" className={className}>
      <h3 id="sessions-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Globe aria-hidden="true" className="size-5 text-ember-600" />
        {copy.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{copy.intro}</p>
      <SessionsList
        sessions={listed}
        labels={copy}
        icon={<LogOut aria-hidden="true" />}
        actions={{ endOne: endSessionAction, endOthers: endOtherSessionsAction }}
      />
    </section>
  );
}
