// @ts-check
/**
 * The production server (`npm start`): Next.js and the public site's islands renderer (Astro, src/node-server/renderers.mjs)
 * behind the request rules and the rendered-page cache of src/node-server,
 * the one folder of the server.mjs world (it imports nothing from the app). Takes the same `-p/--port` and
 * `-H/--hostname` options as `next start`; PORT and HOSTNAME are read too (the options win). HEADERS_TIMEOUT_MS and
 * BODY_TIMEOUT_MS bound how long a request may take to arrive (src/node-server/server-options.mjs). Development keeps
 * `next dev`. RENDER_CACHE=off renders every page per request (for comparison, or to rule the cache out when
 * debugging); RENDER_CACHE_DEBUG=1 says in `X-Render-Cache` what the cache did; TRUST_PROXY names the proxies whose
 * forwarding headers are believed (src/node-server/client-address.mjs).
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { parseTrustProxy } from './src/node-server/client-address.mjs';
import { createRequestHandler } from './src/node-server/handler.mjs';
import { serverTimeouts, uploadLimit } from './src/node-server/server-options.mjs';
import { bodyRateFloor } from './src/node-server/request-rules.mjs';
import { guardSlowRequests } from './src/node-server/slow-requests.mjs';
import { GONE_PATHS } from './src/node-server/gone-pages.mjs';
import { REDIRECTS } from './src/node-server/redirects.mjs';
import { CONTENT_STAMP } from './src/node-server/render-cache.mjs';
import { bothRenderers, loadIslands } from './src/node-server/renderers.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? (process.env.HOSTNAME || undefined);
let trustProxy;
let timeouts;
let uploadBytes;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  timeouts = serverTimeouts(process.env);
  uploadBytes = uploadLimit(process.env);
} catch (error) {
  process.stderr.write(`\nInvalid environment variables:\n  ${error instanceof Error ? error.message : error}\n\n`);
  process.exit(1);
}

// As `next start` does: production unless the environment says otherwise (tests run with NODE_ENV=test).
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' });
const { default: next } = await import('next');
// The name Next.js uses for its own internal URLs, not the address it listens on (that is `hostname` below). Given an IP
// address here, Next.js 16 answers every page that proxy.ts rewrites with a redirect to itself.
const app = next({ dev: false, hostname: 'localhost', port });
await app.prepare();

const handleNext = app.getRequestHandler();
const renderCache = process.env.RENDER_CACHE !== 'off';
const registry = /** @type {Record<symbol, (() => Promise<number>) | undefined>} */ (
  /** @type {unknown} */ (globalThis)
);
const goneRegistry = /** @type {Record<symbol, import('./src/node-server/gone-pages.mjs').GoneLookup | undefined>} */ (
  /** @type {unknown} */ (globalThis)
);
const redirectRegistry =
  /** @type {Record<symbol, import('./src/node-server/redirects.mjs').RedirectLookup | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
/** A failure in the server's own layer (page cache, brotli store) as a JSON log line like the app's (SECURITY.md G1). */
function logFailure(/** @type {unknown} */ error, /** @type {string | undefined} */ reference) {
  const message = error instanceof Error ? error.message : String(error);
  const line = {
    time: new Date().toISOString(),
    level: 'error',
    event: 'server.request_failed',
    reference,
    error: message,
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

// The public site: the islands renderer (Astro's build in dist/, src/node-server/renderers.mjs).
const islands = await loadIslands({ onError: logFailure });
if (!islands) {
  process.stderr.write('\nThe public site is not built (no dist/server/entry.mjs): run `npm run build`.\n\n');
  process.exit(1);
}
const handle = bothRenderers((request, response) => handleNext(request, response), islands);

const server = createServer(
  createRequestHandler({
    onError: logFailure,
    handle,
    // Registered by instrumentation.ts after migrations; until then every request goes to Next.js.
    stamp: () => (renderCache ? registry[CONTENT_STAMP] : undefined),
    // Registered with it: the addresses of deleted content, answered 410 (src/node-server/gone-pages.mjs).
    gone: () => {
      const isGone = goneRegistry[GONE_PATHS];
      const readStamp = registry[CONTENT_STAMP];
      return isGone && readStamp ? { isGone, readStamp } : undefined;
    },
    // And the redirects of old addresses, answered before the page cache (src/node-server/redirects.mjs).
    redirects: () => {
      const redirectFor = redirectRegistry[REDIRECTS];
      const readStamp = registry[CONTENT_STAMP];
      return redirectFor && readStamp ? { redirectFor, readStamp } : undefined;
    },
    debug: ['1', 'true'].includes(process.env.RENDER_CACHE_DEBUG ?? ''),
    trustProxy,
    // The media library's uploads may be larger than other bodies (MEDIA_MAX_BYTES).
    uploadBytes,
  }),
);
// A media upload may take longer than BODY_TIMEOUT_MS while it keeps coming (request-rules.mjs).
guardSlowRequests(server, { ...timeouts, bodyRateFloor });
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
