import { can } from '@/lib/roles';
import type { AdminSession } from '@/server/auth/session';
import { parseInboxFilter } from '@/server/leads/inbox';
import type { SectionQuery } from '../section-query';
import { InboxList } from './inbox-list';
import { LeadDetail } from './lead-detail';

/** `/admin/leads` (the inbox, filtered by its query) and `/admin/leads/<id>` (one lead). */
export function LeadsInbox({
  leadId,
  query,
  session,
}: {
  leadId?: string;
  query: SectionQuery;
  session: AdminSession;
}) {
  if (leadId) return <LeadDetail leadId={leadId} session={session} />;
  return (
    <InboxList
      filter={parseInboxFilter(query)}
      deleted={query.deleted === '1'}
      me={session.user.id}
      canExport={can(session.user.role, 'manage')}
    />
  );
}
