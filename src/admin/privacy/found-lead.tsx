import type { ReactNode } from 'react';
import { adminTime, isoTime } from '@/lib/admin-time';
import { adminPaths } from '@/lib/admin-paths';
import { inboxKinds, leadStatuses, type InboxKind, type LeadStatus } from '@/lib/lead-pipeline';
import type { FoundLead, FoundNotification } from '@/server/leads/data-requests';
import copy from '@messages/admin/privacy.json';
import { fill } from '../fill';
import { KindBadge, StatusBadge } from '../leads/badges';
import { card } from '../leads/lead-card';
import { counted } from './counted';

const c = copy.result;
const Time = ({ at }: { at: number }) => <time dateTime={isoTime(at)}>{adminTime(at)}</time>;
const labels: Record<string, string> = copy.labels;
const isInboxKind = (kind: string): kind is InboxKind => (inboxKinds as readonly string[]).includes(kind);
const isLeadStatus = (status: string): status is LeadStatus => (leadStatuses as readonly string[]).includes(status);
const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** A label and a list, or "None". */
function Part({ title, items }: { title: string; items: ReactNode[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold">{title}</h4>
      {items.length ? (
        <ul className="mt-1 space-y-1 text-sm">
          {items.map((item, i) => (
            <li key={i} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>{c.none}</p>
      )}
    </div>
  );
}

export function notificationLine(n: FoundNotification): ReactNode {
  return (
    <>
      {fill(c.notification, { kind: n.kind, recipient: n.recipient, status: n.status })} · <Time at={n.createdAt} />
      {n.body !== null && <span className={muted}> · {c.withBody}</span>}
    </>
  );
}

const isEmpty = (value: unknown) =>
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/** A list of words as a list; anything else structured as its JSON, as the download has it. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** Every field, as text: what the visitor sent and where the visit came from. */
function Fields({ rows }: { rows: [string, unknown][] }) {
  const present = rows.filter(([, value]) => value !== null && value !== '' && !isEmpty(value));
  if (present.length === 0) return <p className={muted}>{c.none}</p>;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
      {present.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300">{labels[label] ?? label}</dt>
          <dd className="break-words whitespace-pre-wrap">{asText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One lead found for the address, with everything attached to it. */
export function FoundLeadCard({ lead }: { lead: FoundLead }) {
  const kind = isInboxKind(lead.kind) ? lead.kind : undefined;
  const title = fill(c.leadTitle, { date: adminTime(lead.createdAt) });
  const headingId = `found-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className={`${card} space-y-5`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="me-auto text-lg font-bold">
          {title}
        </h3>
        {kind && <KindBadge kind={kind} />}
        {isLeadStatus(lead.status) && <StatusBadge status={lead.status} />}
        <a href={adminPaths.lead(lead.id)} className="text-sm font-medium text-ember-700 underline dark:text-ember-500">
          {c.open}
        </a>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <div>
          <h4 className="mb-1 text-sm font-semibold">{c.fields}</h4>
          <Fields rows={Object.entries(lead.fields)} />
        </div>
        <div>
          <h4 className="mb-1 text-sm font-semibold">{c.source}</h4>
          <Fields rows={Object.entries(lead.source)} />
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Part
          title={c.notes}
          items={lead.notes.map((note) => (
            <>
              {note.body}{' '}
              <span className={muted}>
                ({fill(c.by, { name: note.authorName })}, <Time at={note.createdAt} />)
              </span>
            </>
          ))}
        />
        <Part
          title={c.statusChanges}
          items={lead.statusChanges.map((change) => (
            <>
              {fill(c.statusChange, change)}{' '}
              <span className={muted}>
                ({fill(c.by, { name: change.byName })}, <Time at={change.changedAt} />)
              </span>
            </>
          ))}
        />
        <Part
          title={c.assignments}
          items={lead.assignments.map((change) => (
            <>
              {fill(c.assignedTo, { name: change.toName ?? c.unassigned })}{' '}
              <span className={muted}>
                ({fill(c.by, { name: change.byName })}, <Time at={change.changedAt} />)
              </span>
            </>
          ))}
        />
        <Part title={c.notifications} items={lead.notifications.map(notificationLine)} />
      </div>
      <div>
        <h4 className="text-sm font-semibold">{c.visitor}</h4>
        <p className={muted}>
          {lead.visitor
            ? fill(c.visitorLinked, {
                events: counted(lead.visitor.events.length, 'event'),
                days: counted(lead.visitor.days.length, 'day'),
              })
            : c.visitorNone}
        </p>
      </div>
    </article>
  );
}
