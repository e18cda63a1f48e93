/**
 * `npx tsx bench/perf-trace.ts <url>… [--save=dir]`: where a page's main-thread time and its LCP go, from one
 * Lighthouse mobile run per URL (the bench's Chromium flags; `--save` keeps each report's JSON for the trace viewer).
 *
 * Prints the simulated metrics, the main thread by category, the long tasks (what ran, for how long), the script
 * evaluation per file, and the requests that finished before the observed LCP: Lighthouse's simulated LCP spends
 * the throttled network on all of them (except low-priority images), so their bytes are what LCP costs above the
 * document. Used to find the time before changing anything (issue 16); the bench itself stays the measure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromeFlags, chromiumPath } from './lib/chrome';

interface Item {
  [key: string]: unknown;
}

const itemsOf = (lhr: Result, id: string): Item[] =>
  ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const kb = (value: unknown) => `${Math.round(Number(value) / 102.4) / 10} KB`;
const shortUrl = (value: unknown) => String(value).replace(/^https?:\/\/[^/]+/, '') || String(value);

function report(lhr: Result): string[] {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const [observed] = itemsOf(lhr, 'metrics') as { observedLargestContentfulPaint?: number }[];
  const observedLcp = observed?.observedLargestContentfulPaint ?? NaN;
  const beforeLcp = itemsOf(lhr, 'network-requests').filter(
    (request) =>
      Number(request.networkEndTime) <= observedLcp &&
      !(request.resourceType === 'Image' && /Low/.test(String(request.priority))),
  );
  const bytesByType = new Map<string, number>();
  for (const request of beforeLcp) {
    const type = String(request.resourceType);
    bytesByType.set(type, (bytesByType.get(type) ?? 0) + Number(request.transferSize));
  }
  const lcpDetails = (lhr.audits['largest-contentful-paint-element']?.details as { items?: Item[] } | undefined)?.items;
  const lcpElement = (lcpDetails?.[0] as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)
    ?.items?.[0]?.node;
  const lcpPhases = lcpDetails?.[1] as { items?: Item[] } | undefined;
  return [
    `## ${lhr.finalDisplayedUrl}`,
    `performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, LCP ${ms(numeric('largest-contentful-paint'))}, ` +
      `FCP ${ms(numeric('first-contentful-paint'))}, TBT ${ms(numeric('total-blocking-time'))} (simulated); ` +
      `observed LCP ${ms(observedLcp)}`,
    `LCP element: ${lcpElement?.selector ?? '?'} ${(lcpElement?.snippet ?? '').slice(0, 100)}`,
    `LCP phases: ${(lcpPhases?.items ?? []).map((phase) => `${String(phase.phase)} ${ms(phase.timing)}`).join(', ')}`,
    'Main thread (simulated):',
    ...itemsOf(lhr, 'mainthread-work-breakdown').map((group) => `  ${String(group.groupLabel)}: ${ms(group.duration)}`),
    'Long tasks (simulated):',
    ...itemsOf(lhr, 'long-tasks').map(
      (task) => `  ${ms(task.duration)} at ${ms(task.startTime)}: ${shortUrl(task.url)}`,
    ),
    'Script time per file (evaluation + parse):',
    ...itemsOf(lhr, 'bootup-time').map(
      (script) => `  ${shortUrl(script.url)}: ${ms(script.scripting)} + ${ms(script.scriptParseCompile)}`,
    ),
    `Requests finished before the observed LCP (${beforeLcp.length}): ` +
      [...bytesByType].map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', '),
    ...beforeLcp.map(
      (request) =>
        `  ${kb(request.transferSize)} ${String(request.resourceType)} ${String(request.priority)} ${shortUrl(request.url)}`,
    ),
    '',
  ];
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { save: { type: 'string' } },
  });
  if (!positionals.length) throw new Error('usage: bench/perf-trace.ts <url>… [--save=dir]');
  if (values.save) mkdirSync(values.save, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  try {
    for (const [index, url] of positionals.entries()) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      console.log(report(result.lhr).join('\n'));
      if (values.save) writeFileSync(path.join(values.save, `trace-${index + 1}.json`), JSON.stringify(result.lhr));
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
