'use client';

import { buttonVariants } from '@/components/ui/button';
import type { CompareResult, HistoryEntry } from '@/lib/editor';
import editorCopy from '@messages/admin/editor.json';
import { fill } from './fill';
import { VersionCompare } from './version-compare-client';
import { keyInWords } from './collection/form-fields';
import { useAdminTime } from './time-zone-client';

/**
 * An item's saved versions, newest first, with Restore on every one but the current (none without `onRestore`: a role
 * that does not publish).
 */
export function HistoryList({
  history,
  version,
  pending,
  onRestore,
  compare,
  fields = [],
}: {
  history: HistoryEntry[];
  version: number;
  pending: boolean;
  onRestore?: (version: number) => void;
  /** Compares two versions (the item's editor passes its action; two versions are needed). */
  compare?: (from: number, to: number) => Promise<CompareResult>;
  /** The form's fields, whose labels name what a version changed (a key the form does not show, in words). */
  fields?: readonly { name: string; label: string }[];
}) {
  const e = editorCopy;
  const { clock } = useAdminTime();
  const labelOf = (key: string) => fields.find((field) => field.name === key)?.label ?? keyInWords(key);
  return (
    <section aria-labelledby="history-heading" className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 id="history-heading" className="text-lg font-semibold">
        {e.history}
      </h3>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{e.historyEmpty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {history.map((entry) => {
            const name = fill(e.historyEntry, {
              version: entry.version,
              when: clock(entry.savedAt),
              by: entry.savedBy,
            });
            return (
              <li
                key={entry.version}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
              >
                <span className="me-auto">
                  {name}
                  {entry.trashed && (
                    <span className="block text-slate-600 dark:text-slate-400">{e.historyTrashed}</span>
                  )}
                  {entry.unpublishedAt !== undefined && (
                    <span className="block text-slate-600 dark:text-slate-400">
                      {fill(e.historyTakenOff, { when: clock(entry.unpublishedAt), by: entry.unpublishedBy ?? '' })}
                    </span>
                  )}
                  {entry.changed.length > 0 && (
                    <span className="block text-slate-600 dark:text-slate-400">
                      {fill(e.historyChanged, { fields: entry.changed.map(labelOf).join(', ') })}
                    </span>
                  )}
                </span>
                {onRestore && entry.version !== version && (
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => onRestore(entry.version)}
                    aria-label={`${e.restore}: ${name}`}
                    className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                  >
                    {e.restore}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {compare && history.length >= 2 && (
        // Keyed by the current version: after a save its choices start again from the newest two, the new one included.
        <VersionCompare
          key={version}
          versions={history.map((entry) => entry.version)}
          current={version}
          compare={compare}
        />
      )}
    </section>
  );
}
