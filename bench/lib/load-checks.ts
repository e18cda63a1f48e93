/** How `npm run test:load` (bench/load.ts) loads each target and judges its answers; the table and verdicts it prints. */
import { connections as PAGE_CONNECTIONS, runLoad, runPosts } from './load';
import type { PageTarget, PostTarget } from './load-targets';

/** Pages are asked for with gzip, as every browser does. */
export const PAGE_ENCODING = 'gzip';
/**
 * How long a request may wait for its answer before it counts as an error. The checks are about whether and how the
 * server answers, not how fast (the table shows that): a browser waits minutes, a reverse proxy typically 60 s.
 */
export const TIMEOUT_SECONDS = 60;

export interface TargetResult {
  name: string;
  connections: number;
  seconds: number;
  responses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  rateLimited?: number;
  statuses?: Record<string, number>;
  outcomes?: Record<string, number>;
  stored?: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  failures: string[];
  passed: boolean;
}

export interface LoadReport {
  passed: boolean;
  seconds: number;
  error?: string;
  targets: TargetResult[];
  memory?: {
    liveBeforeMb: number;
    liveAfterMb: number;
    rssBeforeMb: number;
    rssAfterMb: number;
    maxRatio: number;
    passed: boolean;
  };
}

function errorFailures(errors: number, timeouts: number): string[] {
  if (!errors) return [];
  const late = timeouts ? ` (${timeouts} without an answer within ${TIMEOUT_SECONDS} s)` : '';
  return [`${errors} connection errors${late}`];
}

/** One page route under runLoad: 50 connections after a warm-up; every answer must be a 2xx. */
export async function runPage(
  base: string,
  page: PageTarget,
  duration: number,
  serverPid: number,
): Promise<TargetResult> {
  const figures = await runLoad(base, page.route, PAGE_ENCODING, duration, serverPid, {
    headers: page.headers,
    timeoutSeconds: TIMEOUT_SECONDS,
  });
  const failures = [
    ...(figures.responses ? [] : ['no answer at all']),
    ...errorFailures(figures.errors, figures.timeouts),
    ...(figures.non2xx ? [`${figures.non2xx} answers outside 2xx`] : []),
  ];
  return {
    name: page.name,
    connections: PAGE_CONNECTIONS,
    seconds: duration,
    responses: figures.responses,
    requestsPerSecond: figures.requestsPerSecond,
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    errors: figures.errors,
    timeouts: figures.timeouts,
    non2xx: figures.non2xx,
    rssBeforeMb: figures.rssBeforeMb,
    rssAfterMb: figures.rssAfterMb,
    failures,
    passed: failures.length === 0,
  };
}

/** Posts `target` for `duration` s: answers only 2xx or 429, both outcomes, as many stored as accepted, within limits. */
export async function runPostTarget(
  base: string,
  target: PostTarget,
  duration: number,
  serverPid: number,
): Promise<TargetResult> {
  const figures = await runPosts(base, target, duration, serverPid, { timeoutSeconds: TIMEOUT_SECONDS });
  // Posts still in flight when the run ended may be stored without an answer: at least the accepted ones must be.
  const stored = await target.stored();
  const { statuses, outcomes } = figures;
  const accepted = outcomes[target.accepted] ?? 0;
  const ceiling = target.limitPerAddress * target.addresses.length;
  const failures = [
    ...errorFailures(figures.errors, figures.timeouts),
    ...Object.entries(statuses)
      .filter(([code]) => !code.startsWith('2') && code !== '429')
      .map(([code, count]) => `${count} answers with status ${code}`),
    ...Object.entries(outcomes)
      .filter(([outcome]) => outcome !== target.accepted && outcome !== target.refused)
      .map(([outcome, count]) => `${count} answers said "${outcome}"`),
    ...(accepted ? [] : ['no post was accepted']),
    ...(outcomes[target.refused] ? [] : ['no post reached the rate limit']),
    ...(stored < accepted ? [`${accepted - stored} accepted posts are not in the database`] : []),
    ...(stored > ceiling ? [`${stored} posts stored, over the ${ceiling} the rate limit lets through`] : []),
  ];
  return {
    name: target.name,
    connections: target.connections,
    seconds: duration,
    ...figures,
    rateLimited: statuses['429'] ?? 0,
    stored,
    failures,
    passed: failures.length === 0,
  };
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export function table(targets: TargetResult[]): string {
  const header = ['Target', 'Conns', 'Seconds', 'Responses', 'req/s', 'p50 ms', 'p99 ms', 'Errors', 'Non-2xx', '429'];
  const answers = (t: TargetResult) =>
    t.outcomes ? [...Object.entries(t.outcomes).map(([name, count]) => `${name} ${count}`), `stored ${t.stored}`] : [];
  return [
    row([...header, 'RSS before MB', 'RSS after MB', 'Answers']),
    row(Array<string>(header.length + 3).fill('---')),
    ...targets.map((t) =>
      row([
        t.name,
        t.connections,
        t.seconds,
        t.responses,
        t.requestsPerSecond,
        t.p50Ms,
        t.p99Ms,
        t.errors,
        t.non2xx,
        t.rateLimited ?? '–',
        t.rssBeforeMb,
        t.rssAfterMb,
        answers(t).join(' · '),
      ]),
    ),
  ].join('\n');
}

export function verdicts(report: LoadReport): string[] {
  const lines = report.targets.map((t) => {
    if (!t.passed) return `FAIL ${t.name}: ${t.failures.join('; ')}`;
    return `PASS ${t.name}: ${t.outcomes ? 'only 2xx or 429, both outcomes, accepted posts stored' : '0 errors, 0 non-2xx'}`;
  });
  if (report.memory) {
    const { liveBeforeMb, liveAfterMb, rssBeforeMb, rssAfterMb, maxRatio, passed } = report.memory;
    const ratio = Math.round((liveAfterMb / liveBeforeMb) * 100) / 100;
    lines.push(
      `${passed ? 'PASS' : 'FAIL'} memory: ${liveAfterMb} MB in use after the run, ${ratio}× the ${liveBeforeMb} MB after ` +
        `warm-up (at most ${maxRatio}×); process tree RSS ${rssBeforeMb} → ${rssAfterMb} MB`,
    );
  }
  if (report.error) lines.push(`FAIL the run itself: ${report.error}`);
  return lines;
}
