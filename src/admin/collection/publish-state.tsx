import { clsx } from 'clsx';
import type { ItemSchedules } from '@/server/queries/schedules';
import collectionsCopy from '@messages/admin/collections.json';
import { AdminClock } from '../time-zone-client';

const pill = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium';

/**
 * Whether the site shows an item as it is in the admin: Published, or Changed while a draft is not published yet; and
 * when it is scheduled to be published or unpublished, the time, in the admin's own time zone.
 */
export function PublishState({
  changed,
  unpublished = false,
  schedules = {},
  quiet = false,
}: {
  changed: boolean;
  /** A new item's draft, never published. */
  unpublished?: boolean;
  schedules?: ItemSchedules;
  quiet?: boolean;
}) {
  const s = collectionsCopy.publishState;
  const timed = (
    [
      ['publish', s.publishes],
      ['unpublish', s.unpublishes],
    ] as const
  ).flatMap(([action, text]) => {
    const schedule = schedules[action];
    if (!schedule) return [];
    const [before, after] = text.split('{when}');
    return [
      <span key={action} className={clsx(pill, 'ms-1 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-200')}>
        {before}
        <AdminClock time={schedule.runAt} />
        {after}
      </span>,
    ];
  });
  // In the spec's card grids only a change is marked; the lists say both.
  const marked = changed || unpublished;
  if (quiet && !marked && timed.length === 0) return null;
  return (
    <>
      {(!quiet || marked) && (
        <span
          className={clsx(
            pill,
            unpublished
              ? 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
              : changed
                ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
          )}
        >
          {unpublished ? s.unpublished : changed ? s.changed : s.published}
        </span>
      )}
      {timed}
    </>
  );
}
