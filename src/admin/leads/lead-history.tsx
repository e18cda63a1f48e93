import { adminTime } from '@/lib/admin-time';
import type { LeadRecord } from '@/server/leads/pipeline';
import { adminCopy, fill } from '../copy';

const copy = adminCopy.leads.detail;
const statusName = (status: string) =>
  adminCopy.leads.statuses[status as keyof typeof adminCopy.leads.statuses] ?? status;

/** How the lead moved and who answered it, newest first, each with who did it and when. */
export function LeadHistory({ record }: { record: LeadRecord }) {
  const entries = [
    ...record.history.map((change) => ({
      text: fill(copy.historyEntry, { from: statusName(change.from), to: statusName(change.to) }),
      byName: change.byName,
      at: change.at,
    })),
    ...record.assignments.map((change) => ({
      text: change.toName ? fill(copy.historyAssigned, { name: change.toName }) : copy.historyUnassigned,
      byName: change.byName,
      at: change.at,
    })),
  ].sort((a, b) => b.at - a.at);
  if (entries.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{copy.noHistory}</p>;
  return (
    <ol className="space-y-2 text-sm">
      {entries.map((entry, index) => (
        <li key={index}>
          <span className="font-medium">{entry.text}</span>
          <span className="text-slate-600 dark:text-slate-300">
            {' · '}
            {fill(copy.noteBy, { name: entry.byName, time: adminTime(entry.at) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
