import type { Figures } from '@/server/analytics/dashboard';
import { adminCopy, fill } from '../copy';
import { FigureTable, formatCount } from './figure-table';

const copy = adminCopy.analytics.chart;

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 24;
const TOP = 10;

/** A round axis maximum at or above the highest value: 1, 2 or 5 times a power of ten. */
function axisMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((step) => step >= value) ?? 10 * power;
}

/**
 * Visitors (line) and page views (bars) per day as server-drawn SVG. The picture is one image with a title and a
 * description; the numbers are in the table below it, which is what screen readers and copy-paste use.
 */
export function DailyChart({ daily }: { daily: Figures['daily'] }) {
  const max = axisMax(Math.max(...daily.map((day) => Math.max(day.pageViews, day.visitors))));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = plotWidth / daily.length;
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const x = (index: number) => LEFT + step * index + step / 2;
  const first = daily[0]?.day ?? '';
  const last = daily.at(-1)?.day ?? '';
  const peak = Math.max(...daily.map((day) => day.pageViews));

  return (
    <div className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="analytics-chart-title analytics-chart-desc"
        className="h-auto w-full"
      >
        <title id="analytics-chart-title">{fill(copy.title, { from: first, to: last })}</title>
        <desc id="analytics-chart-desc">{fill(copy.description, { max: formatCount(peak) })}</desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-700"
              strokeWidth={1}
            />
            <text
              x={LEFT - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize={11}
              className="fill-slate-600 dark:fill-slate-300"
            >
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {daily.map((day, index) => (
          <rect
            key={day.day}
            x={x(index) - step * 0.35}
            width={step * 0.7}
            y={y(day.pageViews)}
            height={(day.pageViews / max) * plotHeight}
            className="fill-ember-500/70 dark:fill-ember-600/80"
          />
        ))}
        <polyline
          points={daily.map((day, index) => `${x(index)},${y(day.visitors)}`).join(' ')}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          className="stroke-sky-700 dark:stroke-sky-300"
        />
        {[
          { label: first, at: LEFT, anchor: 'start' as const },
          { label: last, at: WIDTH, anchor: 'end' as const },
        ].map((tick) => (
          <text
            key={tick.anchor}
            x={tick.at}
            y={HEIGHT - 6}
            textAnchor={tick.anchor}
            fontSize={11}
            className="fill-slate-600 dark:fill-slate-300"
          >
            {tick.label}
          </text>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-200" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-ember-500/70 dark:bg-ember-600/80" />
          {copy.pageViews}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-sky-700 dark:bg-sky-300" />
          {copy.visitors}
        </li>
      </ul>
      <FigureTable
        caption={copy.heading}
        rows={daily}
        rowKey={(day) => day.day}
        columns={[
          { header: copy.day, cell: (day) => day.day },
          { header: copy.visitors, cell: (day) => formatCount(day.visitors), numeric: true },
          { header: copy.pageViews, cell: (day) => formatCount(day.pageViews), numeric: true },
        ]}
      />
    </div>
  );
}
