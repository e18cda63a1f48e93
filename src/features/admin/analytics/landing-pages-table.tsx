import type { LandingPageRow } from '@/server/analytics/dashboard';
import { OTHER_PATH } from '@/server/analytics/collect';
import { NOT_RECORDED } from '@/server/analytics/sources';
import { adminCopy } from '../copy';
import { comparedColumns, FigureTable, formatShare, lookup, type Column } from './figure-table';

const copy = adminCopy.analytics.landingPages;
const TOP_ROWS = 20;

const pageName = (path: string) => (path === NOT_RECORDED ? copy.notRecorded : path === OTHER_PATH ? copy.other : path);

/** The period's visitors, leads and won leads per landing page, each beside the previous period, and leads per visitor. */
export function LandingPagesTable({ rows, previous }: { rows: LandingPageRow[]; previous: LandingPageRow[] }) {
  const key = (row: LandingPageRow) => row.path;
  const columns: Column<LandingPageRow>[] = [
    { header: copy.page, cell: (row) => pageName(row.path) },
    ...comparedColumns<LandingPageRow>(
      copy.visitors,
      (row) => row.visitors,
      lookup(previous, key, (row) => row.visitors),
    ),
    ...comparedColumns<LandingPageRow>(
      copy.leads,
      (row) => row.leads,
      lookup(previous, key, (row) => row.leads),
    ),
    ...comparedColumns<LandingPageRow>(
      copy.won,
      (row) => row.won,
      lookup(previous, key, (row) => row.won),
    ),
    // None where no visitor of the page was counted (the raw events' retention, or opted out).
    {
      header: copy.leadRate,
      cell: (row) => (row.visitors ? formatShare(row.leads / row.visitors) : '—'),
      numeric: true,
    },
  ];
  return <FigureTable caption={copy.heading} columns={columns} rows={rows.slice(0, TOP_ROWS)} rowKey={key} />;
}
