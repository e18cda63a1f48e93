import { adminPaths } from '@/lib/admin-paths';
import type { Period, SourceRow } from '@/server/analytics/dashboard';
import { NOT_RECORDED } from '@/server/analytics/sources';
import { adminCopy } from '../copy';
import { comparedColumns, FigureTable, formatShare, lookup, type Column } from './figure-table';

const copy = adminCopy.analytics.sources;

/**
 * The period's leads per source, medium and campaign, each beside the previous period, with how many were won. A
 * source opens the inbox filtered by it over the same days.
 */
export function SourcesTable({ rows, previous, period }: { rows: SourceRow[]; previous: SourceRow[]; period: Period }) {
  const key = (row: SourceRow) => row.key;
  const leadsBefore = lookup(previous, key, (row) => row.leads);
  const wonBefore = lookup(previous, key, (row) => row.won);
  const columns: Column<SourceRow>[] = [
    {
      header: copy.source,
      cell: (row) =>
        row.source === NOT_RECORDED ? (
          copy.notRecorded
        ) : (
          <a
            href={`${adminPaths.leads}?${new URLSearchParams({ source: row.source, from: period.from, to: period.to })}`}
            className="text-ember-700 underline dark:text-ember-500"
          >
            {row.source}
          </a>
        ),
    },
    { header: copy.medium, cell: (row) => row.medium || '—' },
    { header: copy.campaign, cell: (row) => row.campaign || '—' },
    ...comparedColumns<SourceRow>(copy.leads, (row) => row.leads, leadsBefore),
    ...comparedColumns<SourceRow>(copy.won, (row) => row.won, wonBefore),
    { header: copy.wonRate, cell: (row) => formatShare(row.won / row.leads), numeric: true },
  ];
  return <FigureTable caption={copy.heading} columns={columns} rows={rows} rowKey={key} />;
}
