/**
 * A burst of analytics events against the production server, with page traffic beside it: 10,000 events (500 batches
 * of 20 from 50 visitors at once, each within its 60-a-minute limit) while autocannon loads `/`, compared with `/`
 * alone. Prints how long the burst took, how many events were stored, and `/`'s latency with and without it.
 * `npm run bench:events` (needs `npm run build` first). Figures, not assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { connect } from '../src/server/db/connect';
import { freePort, startServer, stopServer } from './lib/server';

const VISITORS = 50;
const BATCHES_PER_VISITOR = 10;
const EVENTS_PER_BATCH = 20;
const PAGE_CONNECTIONS = 10;

async function pageLoad(base: string, seconds: number) {
  const result = await autocannon({ url: `${base}/`, connections: PAGE_CONNECTIONS, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const burstPages = ['/', '/services', '/portfolio', '/blog', '/contact-us'];

async function burst(base: string): Promise<{ ms: number; statuses: Record<number, number> }> {
  const statuses: Record<number, number> = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, visitor) => {
      for (let batch = 0; batch < BATCHES_PER_VISITOR; batch++) {
        // Pages of the site: any other path would be stored under one bucket.
        const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
          type: 'scroll_depth',
          path: burstPages[i % burstPages.length],
          percent: 25,
        }));
        const response = await fetch(`${base}/api/events`, {
          method: 'POST',
          headers: {
            'content-type': 'text/plain',
            origin: base,
            'x-forwarded-for': `10.77.${visitor}.1`,
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
          },
          body: JSON.stringify({ events }),
        });
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return { ms: performance.now() - started, statuses };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-events-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer(port, dir, { TRUST_PROXY: '1' });
  try {
    await autocannon({ url: `${base}/`, connections: PAGE_CONNECTIONS, amount: 200 });
    const alone = await pageLoad(base, 5);
    const [withBurst, events] = await Promise.all([pageLoad(base, 5), burst(base)]);
    const { db, close } = connect(`file:${path.join(dir, 'site.db')}`);
    const stored = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'scroll_depth')
      .executeTakeFirstOrThrow();
    await close();
    const sent = VISITORS * BATCHES_PER_VISITOR * EVENTS_PER_BATCH;
    console.log(
      `events: ${sent.toLocaleString('en-US')} sent in ${VISITORS * BATCHES_PER_VISITOR} batches by ${VISITORS} visitors at once`,
    );
    console.log(
      `  burst took ${Math.round(events.ms)} ms (${Math.round((sent / events.ms) * 1000).toLocaleString('en-US')} events/s); answers ${JSON.stringify(events.statuses)}`,
    );
    console.log(`  stored: ${Number(stored.n).toLocaleString('en-US')}`);
    console.log(`/ with ${PAGE_CONNECTIONS} connections, 5 s:`);
    console.log(`  alone:        ${alone.rps} req/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms, errors ${alone.errors}`);
    console.log(
      `  during burst: ${withBurst.rps} req/s, p50 ${withBurst.p50} ms, p99 ${withBurst.p99} ms, errors ${withBurst.errors}`,
    );
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
