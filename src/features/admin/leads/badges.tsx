import { clsx } from 'clsx';
import type { LeadKind, LeadStatus } from '@/server/leads/inbox';
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

export function KindBadge({ kind }: { kind: LeadKind }) {
  return (
    <span className={clsx(pill, 'border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200')}>
      {adminCopy.leads.kinds[kind]}
    </span>
  );
}
