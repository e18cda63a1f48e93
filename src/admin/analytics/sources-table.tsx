import { adminPaths } from '@/lib/admin-paths';
import type { Period, SourceRow } from '@/server/analytics/dashboard';
import { NOT_RECORDED } from '@/server/analytics/sources';
import { adminCopy } from '../copy';
import { comparedColumns, FigureTable, formatShare, lookup, type Column, type RowLimit } from './figure-table';

const copy = adminCopy.analytics.sources;

/**
 * The period's visitors, leads and won leads per source, medium and campaign, each beside the previous period, and
 * leads per visitor. A source opens the inbox filtered by it over the same days.
 */
export function SourcesTable({
  rows,
  previous,
  period,
  limit,
}: {
  rows: SourceRow[];
  previous: SourceRow[];
  period: Period;
  limit: RowLimit;
}) {
  const key = (row: SourceRow) => row.key;
  const visitorsBefore = lookup(previous, key, (row) => row.visitors);
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
    ...comparedColumns<SourceRow>(copy.visitors, (row) => row.visitors, visitorsBefore),
    ...comparedColumns<SourceRow>(copy.leads, (row) => row.leads, leadsBefore),
    ...comparedColumns<SourceRow>(copy.won, (row) => row.won, wonBefore),
    // Leads per visitor; none where no visitor of the source was counted (the raw events' retention, or opted out).
    {
      header: copy.leadRate,
      cell: (row) => (row.visitors ? formatShare(row.leads / row.visitors) : '—'),
      numeric: true,
    },
  ];
  return <FigureTable caption={copy.heading} columns={columns} rows={rows} rowKey={key} limit={limit} />;
}
