import { Fragment } from 'react';
import { adminPaths } from '@/lib/admin-paths';
import type { LandingPageRow, Period } from '@/server/analytics/dashboard';
import { OTHER_PATH } from '@/server/analytics/collect';
import { NOT_RECORDED } from '@/server/analytics/sources';
import { adminCopy } from '../copy';
import { comparedColumns, FigureTable, formatShare, lookup, type Column, type RowLimit } from './figure-table';

const copy = adminCopy.analytics.landingPages;

/** A path that wraps after its slashes on a narrow screen, and inside a segment only when one alone is too long. */
function PagePath({ path }: { path: string }) {
  const segments = path.split('/');
  return (
    <span className="[overflow-wrap:anywhere] [word-break:normal]">
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {segment}
          {i < segments.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The period's visitors, leads and won leads per landing page, each beside the previous period, and leads per visitor.
 * A page opens the inbox filtered by it over the same days.
 */
export function LandingPagesTable({
  rows,
  previous,
  period,
  limit,
}: {
  rows: LandingPageRow[];
  previous: LandingPageRow[];
  period: Period;
  limit: RowLimit;
}) {
  const key = (row: LandingPageRow) => row.path;
  const columns: Column<LandingPageRow>[] = [
    {
      header: copy.page,
      cell: (row) =>
        row.path === NOT_RECORDED ? (
          copy.notRecorded
        ) : row.path === OTHER_PATH ? (
          copy.other
        ) : (
          <a
            href={`${adminPaths.leads}?${new URLSearchParams({ landing: row.path, from: period.from, to: period.to })}`}
            className="text-ember-700 underline dark:text-ember-500"
          >
            <PagePath path={row.path} />
          </a>
        ),
    },
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
  return <FigureTable caption={copy.heading} columns={columns} rows={rows} rowKey={key} limit={limit} />;
}
