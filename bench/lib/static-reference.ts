/**
 * The load runs' reference (issue 44): the page a load route answers, fetched once from the site and served by a static
 * file server of its own (bench/static-reference/server.mjs) in a process of its own, loaded the same way in the same
 * run. A route's throughput is then judged as a share of what serving its bytes costs at the least.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEncodings, runLoad, type LoadFigures } from './load';
import { freePort, stopServer, waitUntilReady } from './server';

interface StaticReference {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Serves the HTML `url` answers now (uncompressed, as a visitor without a session gets it) from a static server. */
async function startStaticReference(url: string): Promise<StaticReference> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: no page to serve as the static reference`);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  const file = path.join(dir, 'page.html');
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('bench/static-reference/server.mjs'), file, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const server = await waitUntilReady(child, `${base}/`, 'the static reference');
  return {
    base,
    pid: server.pid,
    stop: async () => {
      await stopServer(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Each load route in each encoding, right after its static reference (the page's own bytes from a static file server)
 * in the same encoding, so both meet the machine in the same state; `progress` hears each pair's figures.
 */
export async function loadWithStaticReference(
  routes: readonly string[],
  duration: number,
  base: string,
  serverPid: number,
  progress: (line: string) => void,
  memoryFile?: string,
): Promise<LoadFigures[]> {
  const results: LoadFigures[] = [];
  for (const route of routes) {
    const reference = await startStaticReference(`${base}${route}`);
    try {
      for (const encoding of loadEncodings) {
        const { requestsPerSecond: staticRequestsPerSecond } = await runLoad(
          reference.base,
          '/',
          encoding,
          duration,
          reference.pid,
        );
        const figures = await runLoad(base, route, encoding, duration, serverPid, { memoryFile });
        const shareOfStaticPercent = Math.round((figures.requestsPerSecond / staticRequestsPerSecond) * 100);
        results.push({ ...figures, staticRequestsPerSecond, shareOfStaticPercent });
        progress(
          `load ${route} (${encoding}): ${figures.requestsPerSecond} req/s (${shareOfStaticPercent} % of static ` +
            `${staticRequestsPerSecond}), p99 ${figures.p99Ms} ms, RSS ${figures.rssBeforeMb} → ${figures.rssAfterMb} MB` +
            (figures.liveGrowthPercent === undefined
              ? ''
              : `, live ${figures.liveBeforeMb} → ${figures.liveAfterMb} MB`),
        );
      }
    } finally {
      await reference.stop();
    }
  }
  return results;
}
