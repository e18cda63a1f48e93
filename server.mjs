// @ts-check
/**
 * The production server (`npm start`): Next.js behind the rendered-page cache (src/render-cache). Takes the same
 * `-p/--port` and `-H/--hostname` options as `next start`; PORT is read too. Development keeps `next dev`.
 * RENDER_CACHE=off renders every page per request (for comparison, or to rule the cache out when debugging).
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createPageServer } from './src/render-cache/page-server.mjs';
import { CONTENT_STAMP } from './src/render-cache/render-cache.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

// As `next start` does: production unless the environment says otherwise (tests run with NODE_ENV=test).
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' });
const { default: next } = await import('next');
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
await app.prepare();

const handle = app.getRequestHandler();
const renderCache = process.env.RENDER_CACHE !== 'off';
const registry = /** @type {Record<symbol, (() => Promise<number>) | undefined>} */ (
  /** @type {unknown} */ (globalThis)
);
const server = createServer(
  createPageServer({
    handle: (request, response) => handle(request, response),
    // Registered by instrumentation.ts after migrations; until then every request goes to Next.js.
    stamp: () => (renderCache ? registry[CONTENT_STAMP] : undefined),
  }),
);
server.listen(port, hostname, () => {
  process.stdout.write(`Ready on http://${hostname ?? 'localhost'}:${port}\n`);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold the close open; give in-flight requests a moment, then go.
    setTimeout(() => process.exit(0), 3000).unref();
    server.closeIdleConnections();
  });
}
