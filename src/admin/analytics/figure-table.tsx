import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { adminCopy, fill } from '../copy';

const copy = adminCopy.analytics;

export const formatCount = (value: number) => value.toLocaleString('en-US');
export const formatShare = (share: number) => `${Math.round(share * 100)}%`;

/** "45 s", "2 min 5 s": a duration of whole seconds. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return copy.change.none;
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** The change from the previous period in %; "new" when there was nothing before. */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? copy.change.none : copy.change.new;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)}%`;
}

/** A table shows its first TOP_ROWS rows (the figures come largest first) until it is asked for all of them. */
const TOP_ROWS = 20;

/** Whether a table shows every row, and the dashboard's address with the other choice (the period kept). */
export interface RowLimit {
  all: boolean;
  href: (all: boolean) => string;
}

/** The row's name stays in view while the figures scroll past it (its background hides them as they go under it). */
const firstColumn = 'sticky start-0 z-10 border-e border-slate-200 dark:border-slate-800';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A count with the previous period's count and the change beside it: three columns. */
export function comparedColumns<Row>(
  header: string,
  value: (row: Row) => number,
  previous: (row: Row) => number,
): Column<Row>[] {
  return [
    { header, cell: (row) => formatCount(value(row)), numeric: true },
    { header: copy.change.previous, cell: (row) => formatCount(previous(row)), numeric: true },
    { header: copy.change.change, cell: (row) => formatChange(value(row), previous(row)), numeric: true },
  ];
}

/** The previous period's value for a row of this period, by the row's key (0 when it had none). */
export function lookup<Row>(rows: readonly Row[], key: (row: Row) => string, value: (row: Row) => number) {
  const values = new Map(rows.map((row) => [key(row), value(row)]));
  return (row: Row) => values.get(key(row)) ?? 0;
}

/**
 * A figure's table. Wide tables scroll inside their own box (focusable, so keyboard users can scroll it too), never the
 * page; a shadow at the edge says there is more to see, and the first column (what the row is about) stays put while
 * the figures scroll past it.
 */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  limit,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Absent for a table that always shows every row (the chart's days). */
  limit?: RowLimit;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{copy.noRows}</p>;
  const shown = !limit || limit.all ? rows : rows.slice(0, TOP_ROWS);
  return (
    <>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="scroll-shadows-x overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-ember-600 dark:border-slate-800"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={clsx(
                    'px-3 py-2 font-semibold whitespace-nowrap',
                    index === 0 && firstColumn,
                    'bg-slate-50 dark:bg-slate-800',
                    column.numeric ? 'text-end' : 'text-start',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => {
                  const Cell = index === 0 ? 'th' : 'td';
                  return (
                    <Cell
                      key={index}
                      scope={index === 0 ? 'row' : undefined}
                      className={clsx(
                        'px-3 py-2',
                        index === 0 && [firstColumn, 'bg-white font-medium dark:bg-slate-900'],
                        column.numeric ? 'text-end whitespace-nowrap tabular-nums' : 'min-w-36 text-start break-all',
                      )}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {limit && rows.length > TOP_ROWS && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {fill(limit.all ? copy.rows.all : copy.rows.top, { shown: TOP_ROWS, count: rows.length })}{' '}
          <a href={limit.href(!limit.all)} className="font-medium text-ember-700 underline dark:text-ember-500">
            {fill(limit.all ? copy.rows.showTop : copy.rows.showAll, { shown: TOP_ROWS, count: rows.length })}
          </a>
        </p>
      )}
    </>
  );
}
