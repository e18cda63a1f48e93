/** Throughput and memory under load: autocannon with 50 connections against one route and one encoding. */
import autocannon from 'autocannon';
import { treeRssMb } from './server';

/** identity: no accept-encoding header (autocannon sends none), so the server answers uncompressed. */
export type Encoding = 'identity' | 'gzip';

export const loadEncodings: readonly Encoding[] = ['identity', 'gzip'];

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
  non2xx: number;
  /** Mean response size with headers; shows whether gzip was applied. */
  kbPerResponse: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssGrowthPercent: number;
}

function headersFor(encoding: Encoding): Record<string, string> {
  return encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {};
}

/**
 * Loads one route for `duration` seconds after a warm-up of one request per connection with the same headers, so
 * a first render, a cold cache or the heap growing to serve 50 requests at once does not count against the route.
 */
export async function runLoad(
  base: string,
  route: string,
  encoding: Encoding,
  duration: number,
  serverPid: number,
): Promise<LoadFigures> {
  const url = `${base}${route}`;
  const headers = headersFor(encoding);
  await autocannon({ url, headers, connections, amount: connections });
  const rssBeforeMb = treeRssMb(serverPid);
  const result = await autocannon({ url, headers, connections, duration });
  const rssAfterMb = treeRssMb(serverPid);
  return {
    route,
    encoding,
    responses: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    kbPerResponse: result.requests.total
      ? Math.round((result.throughput.total / result.requests.total / 1024) * 10) / 10
      : NaN,
    rssBeforeMb,
    rssAfterMb,
    rssGrowthPercent: Math.round(((rssAfterMb - rssBeforeMb) / rssBeforeMb) * 1000) / 10,
  };
}
