import { clsx } from 'clsx';
import { can } from '@/lib/roles';
import type { ReactNode } from 'react';
import { ArrowLeft, Clock, RefreshCw, Trash2 } from '@/components/icons';
import { pick } from '@/content/fields';
import { adminTime, isoTime } from '@/lib/admin-time';
import { adminPaths } from '@/lib/admin-paths';
import { formatDuration } from '@/lib/working-day';
import type { AdminSession } from '@/server/auth/session';
import { listUsers } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { leadStatuses, type Lead } from '@/server/leads/inbox';
import { getLeadRecord, type LeadRecord } from '@/server/leads/pipeline';
import { mailConfigured } from '@/server/mail/worker';
import { listServices } from '@/server/queries/services';
import visitorCopy from '@messages/en/leads.json';
import { adminCopy, fill } from '../copy';
import {
  addLeadNoteAction,
  assignLeadAction,
  deleteLeadAction,
  resendNotificationAction,
  setLeadStatusAction,
} from './actions';
import { AssignPicker } from './assign-picker-client';
import { KindBadge, StatusBadge } from './badges';
import { LeadHistory } from './lead-history';
import { Card, card } from './lead-card';
import { LeadSourceCard } from './lead-source';
import { deliveryNote } from './delivery-note';
import { DeleteLead } from './delete-lead-client';
import { NoteForm } from './note-form-client';
import { ResendButton } from './resend-button-client';
import { StatusBar } from './status-bar-client';

const copy = adminCopy.leads.detail;
const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/** Every field as the visitor sent it, as text: nothing in a lead is ever rendered as HTML or followed as a link. */
async function Fields({ lead }: { lead: Lead }) {
  const services = new Map<string, string>(
    (await listServices()).map((service) => [service.id, pick(service.title, 'en')]),
  );
  const budgets: Record<string, string> = visitorCopy.forms.budgets;
  const rows: [string, ReactNode][] = [
    [copy.name, lead.name],
    [
      copy.email,
      <a key="email" href={`mailto:${lead.email}`} className="text-ember-700 underline dark:text-ember-500">
        {lead.email}
      </a>,
    ],
    [copy.phone, lead.phone],
    [copy.company, lead.company],
    [copy.budget, lead.budget && (budgets[lead.budget] ?? lead.budget)],
    [copy.services, lead.services.map((id) => services.get(id) ?? id).join(', ')],
    [copy.plan, lead.plan],
    [copy.locale, `${languageNames.of(lead.locale) ?? lead.locale} (${lead.locale})`],
    [copy.page, lead.page],
    [copy.formSource, lead.formSource],
    [copy.userAgent, lead.userAgent],
  ];
  return (
    <Card title={copy.fields}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="break-words">{value || copy.none}</dd>
          </div>
        ))}
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{copy.message}</dt>
        <dd className="break-words whitespace-pre-wrap">{lead.message}</dd>
      </dl>
    </Card>
  );
}

function Estimate({ estimate }: { estimate: NonNullable<Lead['estimate']> }) {
  return (
    <Card title={copy.estimate}>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-200">
        {copy.estimateTab}: <span className="font-semibold">{estimate.tabLabel}</span>
        {estimate.interval && (
          <>
            {' · '}
            {copy.estimateInterval}: <span className="font-semibold">{estimate.interval}</span>
          </>
        )}
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-start dark:border-slate-700">
            <th scope="col" className="py-2 text-start font-medium">
              {copy.item}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {copy.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-100 dark:border-slate-800">
              <td className="py-2">
                {line.label}
                {line.oneTime && <span className="text-slate-500 dark:text-slate-400"> ({copy.oneTime})</span>}
              </td>
              <td className="py-2 text-end tabular-nums">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-start font-medium">
              {copy.subtotal}
            </th>
            <td className="pt-3 text-end tabular-nums">{money(estimate.subtotal)}</td>
          </tr>
          {estimate.discount > 0 && (
            <tr>
              <th scope="row" className="text-start font-medium">
                {fill(copy.discount, { percent: estimate.discountPercent })}
              </th>
              <td className="text-end tabular-nums">−{money(estimate.discount)}</td>
            </tr>
          )}
          <tr className="text-base">
            <th scope="row" className="pt-1 text-start font-bold">
              {copy.total}
            </th>
            <td className="pt-1 text-end font-bold tabular-nums">{money(estimate.total)}</td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}

type Notification = LeadRecord['notifications'][number];

/**
 * A lead's notifications: its e-mails, then its webhook deliveries folded under one line that counts them by state
 * (opened when one was given up on), so a lead sent to several endpoints, or retried, stays readable.
 */
function Notifications({ record, mailConfigured }: { record: LeadRecord; mailConfigured: boolean }) {
  if (record.notifications.length === 0)
    return <p className="text-slate-600 dark:text-slate-300">{copy.noNotifications}</p>;
  const mails = record.notifications.filter((n) => n.kind !== 'webhook');
  const webhooks = record.notifications.filter((n) => n.kind === 'webhook');
  const statuses: Record<string, string> = copy.deliveryStatuses;
  const counts = new Map<string, number>();
  for (const n of webhooks) counts.set(n.status, (counts.get(n.status) ?? 0) + 1);
  const byStatus = [...counts].map(([status, count]) => `${count} ${(statuses[status] ?? status).toLowerCase()}`);
  const list = (items: Notification[]) => (
    <ul className="space-y-4">
      {items.map((n) => (
        <Delivery key={n.id} n={n} leadId={record.lead.id} mailConfigured={mailConfigured} />
      ))}
    </ul>
  );
  return (
    <div className="space-y-4">
      {mails.length > 0 && list(mails)}
      {webhooks.length > 0 && (
        <details open={webhooks.some((n) => n.status === 'dead')} data-testid="webhook-deliveries">
          <summary className="cursor-pointer rounded-lg py-1 font-semibold">
            {fill(copy.webhookDeliveries, { count: webhooks.length, summary: byStatus.join(', ') })}
          </summary>
          <div className="mt-3">{list(webhooks)}</div>
        </details>
      )}
    </div>
  );
}

function Delivery({ n, leadId, mailConfigured }: { n: Notification; leadId: string; mailConfigured: boolean }) {
  const errors = adminCopy.leads.errors;
  const kinds: Record<string, string> = copy.notificationKinds;
  const statuses: Record<string, string> = copy.deliveryStatuses;
  const note = deliveryNote(n, mailConfigured);
  return (
    <li key={n.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-notification={n.kind}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{kinds[n.kind] ?? n.kind}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold dark:bg-slate-800">
          {statuses[n.status] ?? n.status}
        </span>
        {(n.status === 'dead' || n.status === 'sent') && (
          <span className="ms-auto">
            <ResendButton
              leadId={leadId}
              notificationId={n.id}
              label={copy.resend}
              accessibleLabel={fill(copy.resendLabel, { recipient: n.recipient })}
              done={{ title: copy.resent, text: copy.resentText }}
              errors={errors}
              icon={<RefreshCw aria-hidden="true" />}
              action={resendNotificationAction}
            />
          </span>
        )}
      </div>
      {note && (
        <p
          className={clsx(
            'mt-3 rounded-lg px-3 py-2 text-sm',
            n.status === 'dead' || (!mailConfigured && n.kind !== 'webhook')
              ? 'bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'
              : 'bg-slate-50 text-slate-800 dark:bg-slate-800/60 dark:text-slate-100',
          )}
        >
          {note}
        </p>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-600 dark:text-slate-300">{copy.recipient}</dt>
        <dd className="break-all">{n.recipient}</dd>
        <dt className="text-slate-600 dark:text-slate-300">{copy.queuedAt}</dt>
        <dd>{adminTime(n.createdAt)}</dd>
        <dt className="text-slate-600 dark:text-slate-300">{copy.attempts}</dt>
        <dd>{n.attempts}</dd>
        {n.sentAt !== null && (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{copy.sentAt}</dt>
            <dd>{adminTime(n.sentAt)}</dd>
          </>
        )}
        {n.status === 'retry' && (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{copy.nextAttempt}</dt>
            <dd>{adminTime(n.nextAttemptAt)}</dd>
          </>
        )}
        {n.lastError && (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{copy.lastError}</dt>
            <dd className="break-words text-red-700 dark:text-red-300">{n.lastError}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

function ReplyClock({ lead }: { lead: Lead }) {
  const text = fill(lead.firstResponseAt !== null ? adminCopy.leads.repliedIn : adminCopy.leads.waiting, {
    duration: formatDuration(lead.waitedMs),
  });
  return (
    <p className={lead.overdue ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-200'}>
      <Clock aria-hidden="true" className="me-1 inline size-4 align-[-2px]" />
      <span className="sr-only">{copy.replyClock}: </span>
      {text}
      {lead.overdue && ` · ${adminCopy.leads.overdue}`}
    </p>
  );
}

/** A lead's page: status bar, what they sent, the estimate, notes, status history and e-mail deliveries. */
export async function LeadDetail({ leadId, session }: { leadId: string; session: AdminSession }) {
  const [record, people] = await Promise.all([getLeadRecord(getDb(), leadId), listUsers(getDb())]);
  const back = (
    <a
      href={adminPaths.leads}
      className="inline-flex items-center gap-1 text-sm font-medium text-ember-700 underline-offset-2 hover:underline dark:text-ember-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {copy.back}
    </a>
  );
  if (!record)
    return (
      <div className="space-y-4">
        {back}
        <p className={card}>{copy.notFound}</p>
      </div>
    );
  const { lead } = record;
  const errors = adminCopy.leads.errors;
  const statuses = leadStatuses.map((value) => ({ value, label: adminCopy.leads.statuses[value] }));

  return (
    <article className="space-y-6">
      {back}
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={lead.status} />
          <KindBadge kind={lead.kind} />
          <time dateTime={isoTime(lead.createdAt)} className="text-sm text-slate-600 dark:text-slate-300">
            {fill(adminCopy.leads.received, { time: adminTime(lead.createdAt) })}
          </time>
        </div>
        <h2 className="text-2xl font-bold break-words">{lead.name || lead.email}</h2>
        <ReplyClock lead={lead} />
        <StatusBar
          leadId={lead.id}
          status={lead.status}
          statuses={statuses}
          labels={{ label: copy.statusLabel, saved: copy.statusSaved, savedText: copy.statusSavedText, errors }}
          action={setLeadStatusAction}
        />
        <AssignPicker
          leadId={lead.id}
          assignedTo={lead.assignedTo}
          // Only people whose role works leads can be given one (the server refuses anyone else).
          people={people.filter(({ role }) => can(role, 'leads')).map(({ id, name }) => ({ id, name }))}
          labels={{
            label: copy.assignLabel,
            nobody: copy.nobody,
            saved: copy.assignSaved,
            savedText: copy.assignSavedText,
            unassignedText: copy.unassignedText,
            errors,
          }}
          action={assignLeadAction}
        />
      </header>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <Fields lead={lead} />
          <LeadSourceCard source={lead.source} />
          {lead.estimate && <Estimate estimate={lead.estimate} />}
          <Card title={copy.notifications}>
            <Notifications record={record} mailConfigured={mailConfigured()} />
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card title={copy.notes}>
            <NoteForm
              leadId={lead.id}
              labels={{
                label: copy.noteLabel,
                hint: copy.noteHint,
                submit: copy.addNote,
                added: copy.noteAdded,
                errors,
              }}
              action={addLeadNoteAction}
            />
            {record.notes.length === 0 ? (
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{copy.noNotes}</p>
            ) : (
              <ol className="mt-4 space-y-3">
                {record.notes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                    <p className="text-sm break-words whitespace-pre-wrap">{note.body}</p>
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                      {fill(copy.noteBy, { name: note.authorName, time: adminTime(note.createdAt) })}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Card>
          <Card title={copy.history}>
            <LeadHistory record={record} />
          </Card>
          {can(session.user.role, 'manage') && (
            <DeleteLead
              leadId={lead.id}
              icon={<Trash2 aria-hidden="true" />}
              labels={{
                open: copy.delete,
                title: copy.deleteTitle,
                text: copy.deleteText,
                confirm: copy.deleteConfirm,
                cancel: copy.cancel,
                errors,
              }}
              action={deleteLeadAction}
            />
          )}
        </div>
      </div>
    </article>
  );
}
