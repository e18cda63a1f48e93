/**
 * Throughput and memory under load: autocannon with 50 connections against one route and one encoding, posts from a
 * few client addresses in turn, and what the server still holds after a full garbage collection.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { treeRssMb } from './server';

/**
 * identity: no accept-encoding header (autocannon sends none), so the server answers uncompressed; gzip: gzip only;
 * br: `gzip, br`, as browsers ask.
 */
export type Encoding = 'identity' | 'gzip' | 'br';

export const loadEncodings: readonly Encoding[] = ['identity', 'gzip', 'br'];

export const connections = 50;

export interface LoadFigures {
  route: string;
  encoding: Encoding;
  /** Responses received in the run; requests still in flight when it ends are not counted anywhere. */
  responses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts included. */
  errors: number;
  /** Of the errors, requests without an answer within the timeout. */
  timeouts: number;
  non2xx: number;
  /** Mean response size with headers; shows whether gzip was applied. */
  kbPerResponse: number;
  /** Process tree RSS, shown for what it is: V8 grows its heap with the load, so it follows the load's rate. */
  rssBeforeMb: number;
  rssAfterMb: number;
  /**
   * What the server still holds after full garbage collections, before and after the run (with `memoryFile`): a leak
   * shows here, where RSS only says how far the heap was allowed to grow before its next full collection.
   */
  liveBeforeMb?: number;
  liveAfterMb?: number;
  liveGrowthPercent?: number;
  /** The same page's bytes from a static file server, loaded the same way in the same run (static-reference.ts). */
  staticRequestsPerSecond?: number;
  /** req/s as a share of the static reference's. */
  shareOfStaticPercent?: number;
}

const acceptEncoding: Record<Encoding, string | undefined> = { identity: undefined, gzip: 'gzip', br: 'gzip, br' };

export function headersFor(encoding: Encoding): Record<string, string> {
  const accepted = acceptEncoding[encoding];
  return accepted ? { 'accept-encoding': accepted } : {};
}

export interface LoadOptions {
  /** Sent with every request besides the encoding's (a session cookie, for instance). */
  headers?: Record<string, string>;
  /** Seconds without an answer before a request counts as timed out (an error); 10 is autocannon's default. */
  timeoutSeconds?: number;
  /** The server's memory probe reports here (memoryProbeEnv): live memory is measured before and after the run. */
  memoryFile?: string;
}

/** One request per connection, so a first render, a cold cache or the heap growing to serve them all at once is done. */
export async function warmUp(url: string, { headers = {}, timeoutSeconds = 10 }: LoadOptions = {}): Promise<void> {
  await autocannon({ url, headers, connections, amount: connections, timeout: timeoutSeconds });
}

/** Loads one route for `duration` seconds after a warm-up with the same headers, which does not count against it. */
export async function runLoad(
  base: string,
  route: string,
  encoding: Encoding,
  duration: number,
  serverPid: number,
  { headers: extraHeaders = {}, timeoutSeconds = 10, memoryFile }: LoadOptions = {},
): Promise<LoadFigures> {
  const url = `${base}${route}`;
  const headers = { ...headersFor(encoding), ...extraHeaders };
  await warmUp(url, { headers, timeoutSeconds });
  const liveBeforeMb = memoryFile ? await liveMemoryMb(serverPid, memoryFile) : undefined;
  const rssBeforeMb = treeRssMb(serverPid);
  const result = await autocannon({ url, headers, connections, duration, timeout: timeoutSeconds });
  const rssAfterMb = treeRssMb(serverPid);
  const liveAfterMb = memoryFile ? await liveMemoryMb(serverPid, memoryFile) : undefined;
  return {
    route,
    encoding,
    responses: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    kbPerResponse: result.requests.total
      ? Math.round((result.throughput.total / result.requests.total / 1024) * 10) / 10
      : NaN,
    rssBeforeMb,
    rssAfterMb,
    ...(liveBeforeMb !== undefined && liveAfterMb !== undefined
      ? { liveBeforeMb, liveAfterMb, liveGrowthPercent: growthPercent(liveBeforeMb, liveAfterMb) }
      : {}),
  };
}

/** The same POST over and over, from `addresses` in turn (X-Forwarded-For, for a server behind one trusted proxy). */
export interface PostLoad {
  path: string;
  body: Buffer;
  contentType: string;
  addresses: readonly string[];
  connections: number;
  /** Headers of its own besides the origin and content type (what answer it asks for, for instance). */
  headers?: Record<string, string>;
  /** What an answer said, counted by name (its status code, or something read from its body). */
  outcome: (status: number, body: string) => string;
}

export interface PostFigures {
  responses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  outcomes: Record<string, number>;
  rssBeforeMb: number;
  rssAfterMb: number;
}

/** Posts for `duration` seconds with the post's own connections; same-origin, as the site's pages post. */
export async function runPosts(
  base: string,
  post: PostLoad,
  duration: number,
  serverPid: number,
  { timeoutSeconds = 10 }: Pick<LoadOptions, 'timeoutSeconds'> = {},
): Promise<PostFigures> {
  const outcomes: Record<string, number> = {};
  let posted = 0;
  const rssBeforeMb = treeRssMb(serverPid);
  const result = await autocannon({
    url: `${base}${post.path}`,
    connections: post.connections,
    duration,
    timeout: timeoutSeconds,
    requests: [
      {
        method: 'POST',
        body: post.body,
        headers: { ...post.headers, origin: base, 'content-type': post.contentType },
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': post.addresses[posted++ % post.addresses.length]! },
        }),
        onResponse: (status, body) => {
          const outcome = post.outcome(status, body);
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    responses: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
    ),
    outcomes,
    rssBeforeMb,
    rssAfterMb: treeRssMb(serverPid),
  };
}

/**
 * A module for the server's `--require` (with `--expose-gc`; tests only): on SIGUSR2, full garbage collections, then
 * the memory still in use — JS heap plus Buffers and other memory outside it — written to LOAD_TEST_MEMORY_FILE
 * (renamed into place, so it is never read half written). RSS says how far V8 has grown its heap, which follows the
 * load; this says what the server keeps.
 */
export const memoryProbe = `
const { renameSync, writeFileSync } = require('node:fs');
process.on('SIGUSR2', () => {
  globalThis.gc();
  globalThis.gc();
  const { heapUsed, external } = process.memoryUsage();
  const file = process.env.LOAD_TEST_MEMORY_FILE;
  writeFileSync(file + '.tmp', String(heapUsed + external));
  renameSync(file + '.tmp', file);
});
`;

/** The environment that loads `memoryProbe` (saved as `probeFile`) into the server, reporting to `memoryFile`. */
export function memoryProbeEnv(probeFile: string, memoryFile: string): Record<string, string> {
  return {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc', `--require "${probeFile}"`].filter(Boolean).join(' '),
    LOAD_TEST_MEMORY_FILE: memoryFile,
  };
}

const growthPercent = (before: number, after: number) => Math.round(((after - before) / before) * 1000) / 10;

/** What the server holds after a full garbage collection, in MB, as its memory probe reports it. */
export async function liveMemoryMb(serverPid: number, memoryFile: string): Promise<number> {
  rmSync(memoryFile, { force: true });
  process.kill(serverPid, 'SIGUSR2');
  for (let wait = 0; wait < 100; wait++) {
    if (existsSync(memoryFile)) return Math.round(Number(readFileSync(memoryFile, 'utf8')) / 1024 / 1024);
    await sleep(100);
  }
  throw new Error('the server did not report its memory within 10 s');
}
