import { can } from '@/lib/roles';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { env } from '@/lib/env';
import { scrollThresholds } from '@/server/analytics/collect';
import {
  getFigures,
  parsePeriod,
  previousPeriod,
  type Figures,
  type FunnelRow,
  type Period,
} from '@/server/analytics/dashboard';
import { defaultLocale, locales } from '@/lib/locales';
import { indexRules, rulePath } from '@/node-server/redirects.mjs';
import type { AdminSession } from '@/server/auth/session';
import { getDb, getReader } from '@/server/db';
import { redirectRules } from '@/server/queries/redirects';
import redirectsCopy from '@messages/admin/redirects.json';
import { adminCopy, fill } from '../copy';
import type { SectionQuery } from '../section-query';
import { DailyChart } from './daily-chart';
import { LandingPagesTable } from './landing-pages-table';
import { SourcesTable } from './sources-table';
import {
  comparedColumns,
  FigureTable,
  formatChange,
  formatCount,
  formatSeconds,
  formatShare,
  lookup,
  type Column,
  type RowLimit,
} from './figure-table';

const copy = adminCopy.analytics;
const SELF = '/admin/analytics';
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';
const field =
  'mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

function Section({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${card} min-w-0 space-y-3`}>
      <h3 id={id} className="text-lg font-semibold">
        {heading}
      </h3>
      {intro && <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
      {children}
    </section>
  );
}

function Totals({ current, previous }: { current: Figures['totals']; previous: Figures['totals'] }) {
  const counts = (['visitors', 'pageViews', 'leads'] as const).map((name) => ({
    name,
    value: formatCount(current[name]),
    compared: `${fill(copy.totals.previous, { value: formatCount(previous[name]) })} · ${formatChange(current[name], previous[name])}`,
  }));
  const time = {
    name: 'averageTime' as const,
    value: formatSeconds(current.averageSeconds),
    compared: `${fill(copy.totals.previous, { value: formatSeconds(previous.averageSeconds) })} · ${formatChange(current.averageSeconds ?? 0, previous.averageSeconds ?? 0)}`,
  };
  return (
    <dl aria-label={copy.totals.label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {[...counts, time].map((total) => (
        <div key={total.name} className={card}>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{copy.totals[total.name]}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{total.value}</dd>
          <dd className="text-xs text-slate-600 dark:text-slate-300">{total.compared}</dd>
        </div>
      ))}
    </dl>
  );
}

function FunnelTable({
  caption,
  first,
  rows,
  previous,
  limit,
}: {
  caption: string;
  first: string;
  rows: FunnelRow[];
  previous: FunnelRow[];
  limit: RowLimit;
}) {
  const before = lookup(
    previous,
    (row) => row.key,
    (row) => row.leads,
  );
  const columns: Column<FunnelRow>[] = [
    { header: first, cell: (row) => row.key },
    { header: copy.funnel.visitors, cell: (row) => formatCount(row.visitors), numeric: true },
    { header: copy.funnel.formStarts, cell: (row) => formatCount(row.formStarts), numeric: true },
    ...comparedColumns<FunnelRow>(copy.funnel.leads, (row) => row.leads, before),
    { header: copy.funnel.rate, cell: (row) => formatShare(row.leads / row.visitors), numeric: true },
  ];
  return <FigureTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.key} limit={limit} />;
}

/** The period picker: a plain GET form, so every view of the dashboard is a link. */
function PeriodForm({ from, to }: { from: string; to: string }) {
  return (
    <form
      method="get"
      action={SELF}
      aria-label={copy.period.label}
      className={`${card} grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end`}
    >
      <div>
        <label htmlFor="analytics-from" className="block text-sm font-medium">
          {copy.period.from}
        </label>
        <input id="analytics-from" name="from" type="date" required defaultValue={from} className={field} />
      </div>
      <div>
        <label htmlFor="analytics-to" className="block text-sm font-medium">
          {copy.period.to}
        </label>
        <input id="analytics-to" name="to" type="date" required defaultValue={to} className={field} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonVariants()}>
          {copy.period.submit}
        </button>
        <a href={SELF} className={buttonVariants({ variant: 'ghost' })}>
          {copy.period.reset}
        </a>
      </div>
    </form>
  );
}

/**
 * Each table's choice of rows: its top ones, or all of them for the one table `?all=` names. The links keep the period
 * and come back to the table's section.
 */
function rowLimits(period: Period, all: string | undefined) {
  return (table: string, section = `analytics-${table}`): RowLimit => ({
    all: all === table,
    href: (showAll) =>
      `${SELF}?${new URLSearchParams({ from: period.from, to: period.to, ...(showAll && { all: table }) })}#${section}`,
  });
}

/** `/admin/analytics`: the figures of a period (`?from=&to=`, UTC days; the last 28 by default) beside the period before. */
/**
 * "Redirect this" beside a missing page, for owners (who alone make redirects): to the Redirects section with the
 * path filled in; once a redirect answers the path, where it leads instead.
 */
async function redirectCell(session: AdminSession): Promise<((path: string) => ReactNode) | undefined> {
  if (!can(session.user.role, 'manage')) return undefined;
  const rules = indexRules(
    await redirectRules(getDb()),
    locales.filter((locale) => locale !== defaultLocale),
  );
  return function redirectLink(path) {
    const decoded = rulePath(path);
    const found = decoded === undefined ? undefined : rules.match(decoded);
    if (found)
      return (
        <span className="text-slate-600 dark:text-slate-400">
          {fill(redirectsCopy.redirected, { target: found.location ?? redirectsCopy.gone })}
        </span>
      );
    return (
      <a
        href={`/admin/redirects?from=${encodeURIComponent(path)}`}
        aria-label={`${redirectsCopy.redirectThis}: ${path}`}
        className="font-medium whitespace-nowrap text-ember-700 underline dark:text-ember-500"
      >
        {redirectsCopy.redirectThis}
      </a>
    );
  };
}

export async function AnalyticsDashboard({ query, session }: { query: SectionQuery; session: AdminSession }) {
  const period = parsePeriod({ from: one(query.from), to: one(query.to) });
  const before = previousPeriod(period);
  const limit = rowLimits(period, one(query.all));
  // Counted on the reading connection: a busy day takes seconds to count, and the site goes on answering meanwhile.
  const reader = getReader();
  const [current, previous, redirectThis] = await Promise.all([
    getFigures(reader, period),
    getFigures(reader, before),
    redirectCell(session),
  ]);
  const empty = [current, previous].every(
    (figures) => figures.totals.visitors === 0 && figures.totals.leads === 0 && figures.notFound.length === 0,
  );

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{copy.intro}</p>
      </div>
      <PeriodForm from={period.from} to={period.to} />
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {fill(copy.period.showing, { ...period, previousFrom: before.from, previousTo: before.to })}
      </p>
      {empty ? (
        <p className={`${card} py-12 text-center text-slate-600 dark:text-slate-300`}>{copy.empty}</p>
      ) : (
        <>
          <Totals current={current.totals} previous={previous.totals} />
          <Section id="analytics-daily" heading={copy.chart.heading}>
            <DailyChart daily={current.daily} />
          </Section>
          <Section id="analytics-pages" heading={copy.pages.heading}>
            <FigureTable
              caption={copy.pages.heading}
              rows={current.pages}
              limit={limit('pages')}
              rowKey={(page) => page.path}
              columns={[
                { header: copy.pages.page, cell: (page) => page.path },
                ...comparedColumns<Figures['pages'][number]>(
                  copy.pages.views,
                  (page) => page.views,
                  lookup(
                    previous.pages,
                    (page) => page.path,
                    (page) => page.views,
                  ),
                ),
                { header: copy.pages.visitors, cell: (page) => formatCount(page.visitors), numeric: true },
                { header: copy.pages.averageTime, cell: (page) => formatSeconds(page.averageSeconds), numeric: true },
              ]}
            />
          </Section>
          <Section id="analytics-scroll" heading={copy.scroll.heading} intro={copy.scroll.intro}>
            <FigureTable
              caption={copy.scroll.heading}
              rows={current.scroll}
              limit={limit('scroll')}
              rowKey={(page) => page.path}
              columns={[
                { header: copy.scroll.page, cell: (page) => page.path },
                { header: copy.scroll.views, cell: (page) => formatCount(page.views), numeric: true },
                ...scrollThresholds.map((percent) => ({
                  header: `${percent}%`,
                  cell: (page: Figures['scroll'][number]) => formatShare(page.reached[percent]),
                  numeric: true,
                })),
              ]}
            />
          </Section>
          <Section id="analytics-ctas" heading={copy.ctas.heading}>
            <FigureTable
              caption={copy.ctas.heading}
              rows={current.ctas}
              limit={limit('ctas')}
              rowKey={(cta) => `${cta.label}|${cta.id}`}
              columns={[
                { header: copy.ctas.label, cell: (cta) => cta.label },
                { header: copy.ctas.id, cell: (cta) => <code>{cta.id}</code> },
                ...comparedColumns<Figures['ctas'][number]>(
                  copy.ctas.clicks,
                  (cta) => cta.clicks,
                  lookup(
                    previous.ctas,
                    (cta) => `${cta.label}|${cta.id}`,
                    (cta) => cta.clicks,
                  ),
                ),
              ]}
            />
          </Section>
          <Section id="analytics-tabs" heading={copy.tabs.heading}>
            <FigureTable
              caption={copy.tabs.heading}
              rows={current.calculatorTabs}
              limit={limit('tabs')}
              rowKey={(tab) => tab.tab}
              columns={[
                { header: copy.tabs.tab, cell: (tab) => tab.tab },
                ...comparedColumns<Figures['calculatorTabs'][number]>(
                  copy.tabs.views,
                  (tab) => tab.views,
                  lookup(
                    previous.calculatorTabs,
                    (tab) => tab.tab,
                    (tab) => tab.views,
                  ),
                ),
                { header: copy.tabs.visitors, cell: (tab) => formatCount(tab.visitors), numeric: true },
              ]}
            />
          </Section>
          <Section id="analytics-404" heading={copy.notFound.heading} intro={copy.notFound.intro}>
            <FigureTable
              caption={copy.notFound.heading}
              rows={current.notFound}
              limit={limit('404')}
              rowKey={(row) => `${row.path}\n${row.referrer}`}
              columns={[
                { header: copy.notFound.path, cell: (row) => row.path },
                { header: copy.notFound.referrer, cell: (row) => row.referrer || copy.notFound.noReferrer },
                ...comparedColumns<Figures['notFound'][number]>(
                  copy.notFound.count,
                  (row) => row.count,
                  lookup(
                    previous.notFound,
                    (row) => `${row.path}\n${row.referrer}`,
                    (row) => row.count,
                  ),
                ),
                ...(redirectThis
                  ? [
                      {
                        header: redirectsCopy.heading,
                        cell: (row: Figures['notFound'][number]) => redirectThis(row.path),
                      },
                    ]
                  : []),
              ]}
            />
          </Section>
          <Section
            id="analytics-sources"
            heading={copy.sources.heading}
            intro={fill(copy.sources.intro, { days: env().EVENTS_RETENTION_DAYS })}
          >
            <SourcesTable rows={current.sources} previous={previous.sources} period={period} limit={limit('sources')} />
          </Section>
          <Section
            id="analytics-landing-pages"
            heading={copy.landingPages.heading}
            intro={fill(copy.landingPages.intro, { days: env().EVENTS_RETENTION_DAYS })}
          >
            <LandingPagesTable
              rows={current.landingPages}
              previous={previous.landingPages}
              period={period}
              limit={limit('landing-pages')}
            />
          </Section>
          <Section
            id="analytics-funnel"
            heading={copy.funnel.heading}
            intro={fill(copy.funnel.intro, { days: env().EVENTS_RETENTION_DAYS })}
          >
            <h4 className="font-medium">{copy.funnel.byLanding}</h4>
            <FunnelTable
              caption={copy.funnel.byLanding}
              first={copy.funnel.landing}
              rows={current.funnel.byLanding}
              previous={previous.funnel.byLanding}
              limit={limit('funnel-landing', 'analytics-funnel')}
            />
            <h4 className="font-medium">{copy.funnel.byLocale}</h4>
            <FunnelTable
              caption={copy.funnel.byLocale}
              first={copy.funnel.locale}
              rows={current.funnel.byLocale}
              previous={previous.funnel.byLocale}
              limit={limit('funnel-locale', 'analytics-funnel')}
            />
          </Section>
        </>
      )}
    </div>
  );
}
