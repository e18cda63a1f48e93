'use server';

import { endSessionById, sessionId } from '@/server/auth/active-sessions';
import { deleteUserSessions } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { adminAction } from '../admin-action';
import { endOtherSessionsInputSchema, endSessionInputSchema, type EndSessionActionResult } from './schema';

/** The Account page's sessions (SECURITY.md B4): each person ends their own, and the list re-renders in the answer. */
const own = {
  access: 'signedIn',
  returnTo: '/admin/account',
  failure: 'admin.session_end_failed',
  refreshAfter: () => true,
} as const;

const ended = (count: number) => ({
  action: 'user.sessions_ended' as const,
  summary: count === 1 ? 'signed out 1 other session' : `signed out ${count} other sessions`,
});

/** Signs out one other device of one's own; the one in use is ended by signing out, not from this list. */
export const endSessionAction = adminAction(
  { ...own, input: endSessionInputSchema },
  async ({ id }, session): Promise<EndSessionActionResult> => {
    if (id === sessionId(session.tokenHash)) return { status: 'current' };
    if (!(await endSessionById(getDb(), session.user.id, id))) return { status: 'not_found' };
    log.info('security.session_ended', { userId: session.user.id, scope: 'one' });
    return { status: 'ended', count: 1 };
  },
  (_, result, { user }) =>
    result.status === 'ended' ? { ...ended(result.count), target: `user:${user.id}` } : undefined,
);

/** Signs out every device of one's own but the one in use. */
export const endOtherSessionsAction = adminAction(
  { ...own, input: endOtherSessionsInputSchema },
  async (_, session): Promise<EndSessionActionResult> => {
    const count = await deleteUserSessions(getDb(), session.user.id, session.tokenHash);
    log.info('security.session_ended', { userId: session.user.id, scope: 'others' });
    return { status: 'ended', count };
  },
  (_, result, { user }) =>
    result.status === 'ended' && result.count > 0 ? { ...ended(result.count), target: `user:${user.id}` } : undefined,
);
