import { clsx } from 'clsx';
import type { InboxKind, LeadStatus } from '@/server/leads/inbox';
import { adminCopy } from '../copy';

const statusTone: Record<LeadStatus, string> = {
  new: 'bg-ember-100 text-ember-800 dark:bg-ember-800/40 dark:text-ember-100',
  contacted: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  qualified: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-100',
  won: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  lost: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  spam: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={clsx(pill, statusTone[status])}>{adminCopy.leads.statuses[status]}</span>;
}

export function KindBadge({ kind }: { kind: InboxKind }) {
  return (
    <span className={clsx(pill, 'border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200')}>
      {adminCopy.leads.kinds[kind]}
    </span>
  );
}

/**
 * A lead whose notification to the agency has not gone out: given up on, being retried, or queued on a server with no
 * mail server configured (a queued one leaves within seconds otherwise, so it gets no badge).
 */
export function MailBadge({ status, mailConfigured }: { status: string | undefined; mailConfigured: boolean }) {
  const copy = adminCopy.leads.mailBadges;
  if (status === 'dead')
    return (
      <span className={clsx(pill, 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100')}>{copy.failed}</span>
    );
  if (!status || (mailConfigured && status !== 'retry')) return null;
  return (
    <span className={clsx(pill, 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100')}>
      {copy.waiting}
    </span>
  );
}
