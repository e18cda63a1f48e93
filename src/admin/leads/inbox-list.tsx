import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Clock, Search } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { adminTime, isoTime } from '@/lib/admin-time';
import { adminPaths } from '@/lib/admin-paths';
import { formatDuration } from '@/lib/working-day';
import { listUsers } from '@/server/auth/users';
import { getDb } from '@/server/db';
import {
  countByStatus,
  filterQuery,
  inboxKinds,
  leadStatuses,
  listLeads,
  listSources,
  medianReplyMs,
  type InboxFilter,
  type LeadSummary,
  undeliveredAgencyMail,
} from '@/server/leads/inbox';
import { mailConfigured } from '@/server/mail/worker';
import { adminCopy, fill } from '../copy';
import { KindBadge, MailBadge, StatusBadge } from './badges';

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white';
const label = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

function FilterField({ name, label: text, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`leads-${name}`} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}

/** One filter of the form: a choice among `options` (value, words), or `any` for no filter. */
function FilterSelect({
  name,
  label: text,
  value,
  any,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  any: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <FilterField name={name} label={text}>
      <select id={`leads-${name}`} name={name} defaultValue={value ?? ''} className={field}>
        <option value="">{any}</option>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The filters as a plain GET form: the URL is the state, so a filtered view can be bookmarked and shared. */
function FilterForm({ filter, sources }: { filter: InboxFilter; sources: string[] }) {
  const copy = adminCopy.leads.filters;
  return (
    <form
      action={adminPaths.leads}
      method="get"
      role="search"
      aria-label={copy.label}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="sm:col-span-2">
        <label htmlFor="leads-q" className={label}>
          {copy.search}
        </label>
        <input
          id="leads-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          maxLength={200}
          placeholder={copy.searchHint}
          className={field}
        />
      </div>
      <FilterSelect
        name="kind"
        label={copy.kind}
        value={filter.kind}
        any={copy.anyKind}
        options={inboxKinds.map((kind) => [kind, adminCopy.leads.kinds[kind]])}
      />
      <FilterSelect
        name="status"
        label={copy.status}
        value={filter.status}
        any={copy.anyStatus}
        options={leadStatuses.map((status) => [status, adminCopy.leads.statuses[status]])}
      />
      <FilterSelect
        name="assigned"
        label={copy.assigned}
        value={filter.assigned}
        any={copy.anyone}
        options={[
          ['mine', copy.mine],
          ['none', copy.unassigned],
        ]}
      />
      <FilterSelect
        name="source"
        label={copy.source}
        value={filter.source}
        any={copy.anySource}
        // A bookmarked source that no lead has any more still shows as chosen.
        options={[...new Set([...sources, ...(filter.source ? [filter.source] : [])])].map((source) => [
          source,
          source,
        ])}
      />
      <FilterField name="from" label={copy.from}>
        <input id="leads-from" name="from" type="date" defaultValue={filter.from} className={field} />
      </FilterField>
      <FilterField name="to" label={copy.to}>
        <input id="leads-to" name="to" type="date" defaultValue={filter.to} className={field} />
      </FilterField>
      <FilterField name="landing" label={copy.landing}>
        <input
          id="leads-landing"
          name="landing"
          type="text"
          defaultValue={filter.landing}
          maxLength={300}
          placeholder={copy.landingHint}
          className={field}
        />
      </FilterField>
      <div className="flex gap-2 sm:justify-end lg:col-span-3">
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          <Search aria-hidden="true" />
          {copy.apply}
        </button>
        <a href={adminPaths.leads} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {copy.clear}
        </a>
      </div>
    </form>
  );
}

function ReplyClock({ lead }: { lead: LeadSummary }) {
  const copy = adminCopy.leads;
  if (lead.firstResponseAt !== null)
    return <span>{fill(copy.repliedIn, { duration: formatDuration(lead.waitedMs) })}</span>;
  if (lead.status !== 'new') return null;
  return (
    <span className={clsx(lead.overdue && 'font-semibold text-red-700 dark:text-red-300')}>
      <Clock aria-hidden="true" className="me-1 inline size-4 align-[-3px]" />
      {fill(copy.waiting, { duration: formatDuration(lead.waitedMs) })}
      {lead.overdue && <span> · {copy.overdue}</span>}
    </span>
  );
}

function LeadRow({
  lead,
  mail,
  mailConfigured,
  assignee,
}: {
  lead: LeadSummary;
  mail: string | undefined;
  mailConfigured: boolean;
  /** The name of the person who answers it. */
  assignee: string | undefined;
}) {
  return (
    <li
      className={clsx(
        'relative rounded-xl border bg-white p-4 shadow-sm transition-colors focus-within:outline-2 focus-within:outline-ember-600 hover:border-ember-500 dark:bg-slate-900',
        lead.overdue
          ? 'border-red-300 bg-red-50/60 dark:border-red-800 dark:bg-red-950/30'
          : 'border-slate-200 dark:border-slate-800',
      )}
      data-overdue={lead.overdue || undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={lead.status} />
        <KindBadge kind={lead.kind} />
        <MailBadge status={mail} mailConfigured={mailConfigured} />
        <time dateTime={isoTime(lead.createdAt)} className="ms-auto text-sm text-slate-600 dark:text-slate-300">
          {adminTime(lead.createdAt)}
        </time>
      </div>
      <h3 className="mt-2 text-base font-semibold break-words">
        <a href={adminPaths.lead(lead.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
          {lead.name || lead.email}
        </a>
        {lead.company && <span className="font-normal text-slate-600 dark:text-slate-300"> · {lead.company}</span>}
      </h3>
      {lead.name && <p className="text-sm break-all text-slate-600 dark:text-slate-300">{lead.email}</p>}
      <p className="mt-2 line-clamp-2 text-sm break-words text-slate-800 dark:text-slate-200">{lead.message}</p>
      <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
        <ReplyClock lead={lead} />
        {assignee && <span>{fill(adminCopy.leads.answeredBy, { name: assignee })}</span>}
      </p>
    </li>
  );
}

/** The inbox: filters, the count and median reply time, the status totals, one page of leads, and the way on. */
export async function InboxList({
  filter,
  deleted,
  me,
  canExport,
}: {
  filter: InboxFilter;
  deleted: boolean;
  me: string;
  /** Personal data leaves the admin only in an owner's hands: the CSV export, like webhooks and data requests. */
  canExport: boolean;
}) {
  const copy = adminCopy.leads;
  const db = getDb();
  const [page, median, byStatus, sources, people] = await Promise.all([
    listLeads(db, { ...filter, me }),
    medianReplyMs(db, { ...filter, me }),
    countByStatus(db),
    listSources(db),
    listUsers(db),
  ]);
  const names = new Map(people.map((person) => [person.id, person.name]));
  const mail = await undeliveredAgencyMail(
    db,
    page.leads.map((lead) => lead.id),
  );
  const query = filterQuery(filter);
  const filtered = Boolean(
    filter.kind ||
    filter.status ||
    filter.assigned ||
    filter.source ||
    filter.landing ||
    filter.from ||
    filter.to ||
    filter.q,
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="me-auto text-xl font-bold">{copy.title}</h2>
        {canExport ? (
          <a
            href={`${adminPaths.leadsExport}${query}`}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {copy.exportCsv}
          </a>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{copy.exportOwnersOnly}</p>
        )}
      </div>
      {deleted && (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {copy.deleted}
        </p>
      )}
      <nav aria-label={copy.statusCounts}>
        <ul className="flex flex-wrap gap-2">
          {leadStatuses.map((status) => (
            <li key={status}>
              <a
                href={`${adminPaths.leads}${filterQuery({ ...filter, status })}`}
                aria-current={filter.status === status ? 'page' : undefined}
                className={clsx(
                  'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium',
                  filter.status === status
                    ? 'border-ember-600 bg-ember-50 text-ember-800 dark:bg-ember-800/30 dark:text-ember-100'
                    : 'border-slate-300 text-slate-700 hover:border-ember-500 dark:border-slate-700 dark:text-slate-200',
                )}
              >
                {copy.statuses[status]}
                <span className="font-bold">{byStatus[status]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <FilterForm filter={filter} sources={sources} />
      <p className="text-sm text-slate-700 dark:text-slate-200" role="status">
        <span className="font-semibold">
          {page.total === 1 ? copy.summaryOne : fill(copy.summary, { count: page.total.toLocaleString('en-US') })}
        </span>
        {' · '}
        {median === undefined ? copy.noMedianReply : fill(copy.medianReply, { duration: formatDuration(median) })}
      </p>
      {page.leads.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 py-16 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {filtered ? copy.empty : copy.emptyInbox}
        </p>
      ) : (
        <ol aria-label={copy.listLabel} className="space-y-3">
          {page.leads.map((lead) => (
            <LeadRow
              key={lead.id}
              lead={lead}
              mail={mail.get(lead.id)}
              mailConfigured={mailConfigured()}
              assignee={lead.assignedTo ? names.get(lead.assignedTo) : undefined}
            />
          ))}
        </ol>
      )}
      {(page.newer || page.older) && (
        <nav aria-label={copy.pages} className="flex justify-between gap-3">
          {page.newer ? (
            <a
              href={`${adminPaths.leads}${filterQuery(filter, { after: page.newer })}`}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {copy.newer}
            </a>
          ) : (
            <span />
          )}
          {page.older && (
            <a
              href={`${adminPaths.leads}${filterQuery(filter, { before: page.older })}`}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {copy.older}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
