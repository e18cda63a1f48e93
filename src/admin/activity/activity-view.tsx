import { clsx } from 'clsx';
import { z } from 'zod';
import { ArrowLeft, ArrowRight } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { adminTime, adminTimeZone, isoTime } from '@/lib/admin-time';
import { inZone } from '@/lib/zoned-time';
import { listActivity, listActors, type AuditAction, type AuditEntry } from '@/server/audit';
import { getDb } from '@/server/db';
import { readCollection } from '@/server/queries/documents';
import { adminCopy, fill } from '../copy';
import type { SectionQuery } from '../section-query';
import { describeTargets, type ActivityTarget } from './targets';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The URL's filter; anything malformed is simply no filter (the page is bookmarkable, so it must not break). */
const activityQuerySchema = z.object({
  person: z.string().min(1).max(100).optional().catch(undefined),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
});

const actionLabels: Record<AuditAction, string> = adminCopy.activity.actions;

const href = (query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return search ? `/admin/activity?${search}` : '/admin/activity';
};

/**
 * What was done, and to which item: its current title, linked to its editor, while it exists. The summary recorded at
 * the time (with the item's id) stays beneath it, and is all there is for a deleted item.
 */
export function ActivityWhat({ entry, target }: { entry: AuditEntry; target: ActivityTarget | undefined }) {
  return (
    <span className="min-w-0">
      <span className="font-medium">{actionLabels[entry.action] ?? entry.action}</span>
      {target && (
        <span className="block break-words">
          {target.kind}{' '}
          <a
            href={target.href}
            className="font-semibold text-ember-700 underline underline-offset-2 hover:no-underline dark:text-ember-500"
          >
            {target.title}
          </a>
        </span>
      )}
      {/* Recorded with its times in UTC; said in the reader's time zone, as every time in the admin. */}
      <span className="block text-sm break-words text-slate-600 dark:text-slate-300">
        {inZone(entry.summary, adminTimeZone())}
      </span>
    </span>
  );
}

/**
 * `/admin/activity`, for everyone signed in: the audit trail newest first, of everyone or of one person
 * (`?person=<id>`), in pages continued by `?before=<id>`. A plain GET form, so every view is a link.
 */
export async function ActivityView({ query }: { query: SectionQuery }) {
  const copy = adminCopy.activity;
  const { person, before } = activityQuerySchema.parse({ person: one(query.person), before: one(query.before) });
  const db = getDb();
  const [actors, { entries, more }] = await Promise.all([
    listActors(db),
    listActivity(db, { actorId: person, before }),
  ]);
  const targets = await describeTargets(
    entries.map((entry) => entry.target),
    (collection) => readCollection(db, collection),
  );
  const personName = actors.find((actor) => actor.id === person)?.name;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{fill(copy.intro, { zone: adminTimeZone() })}</p>
      </div>
      <form method="get" action="/admin/activity" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="activity-person" className="block text-sm font-medium">
            {copy.filter.person}
          </label>
          <select
            id="activity-person"
            name="person"
            defaultValue={personName ? person : ''}
            className="mt-1.5 block h-11 w-64 max-w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          >
            <option value="">{copy.filter.everyone}</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
          {copy.filter.submit}
        </button>
      </form>

      {entries.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          {personName ? fill(copy.emptyPerson, { name: personName }) : copy.empty}
        </p>
      ) : (
        <ol
          aria-label={copy.listLabel}
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-x-6 gap-y-1 px-4 py-3 sm:px-5 md:grid-cols-[13rem_10rem_minmax(0,1fr)] md:items-baseline"
            >
              <time dateTime={isoTime(entry.createdAt)} className="text-sm text-slate-600 dark:text-slate-400">
                {adminTime(entry.createdAt)}
              </time>
              <span className="font-medium break-words">{entry.actorName}</span>
              <ActivityWhat entry={entry} target={targets.get(entry.target)} />
            </li>
          ))}
        </ol>
      )}

      {(more || before) && (
        <nav aria-label={copy.pagesLabel} className="flex flex-wrap gap-3">
          {before && (
            <a href={href({ person })} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <ArrowLeft aria-hidden="true" />
              {copy.newest}
            </a>
          )}
          {more && (
            <a
              href={href({ person, before: entries.at(-1)?.id })}
              className={clsx(buttonVariants({ variant: 'secondary', size: 'sm' }), 'ms-auto')}
            >
              {copy.older}
              <ArrowRight aria-hidden="true" />
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
