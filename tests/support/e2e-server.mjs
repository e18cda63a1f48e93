/**
 * Playwright's web server: builds the production app (unless E2E_SKIP_BUILD=1), proves the build did not create the
 * runtime database, then runs the production server (server.mjs) on E2E_PORT with the temporary E2E database, as if
 * behind one reverse proxy (TRUST_PROXY=1), saying what the rendered-page cache did (RENDER_CACHE_DEBUG=1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT;
const dir = process.env.E2E_DIR;
if (!port || !dir) throw new Error('E2E_PORT and E2E_DIR are set by playwright.config.ts');
mkdirSync(dir, { recursive: true });

/** Canonical URLs point here, so tests can tell them from the address the browser used. */
const SITE_URL = 'https://www.emberline.example';
const next = path.resolve('node_modules/next/dist/bin/next');
const buildProbe = path.join(dir, 'build-probe', 'site.db');
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))) {
  const build = spawnSync(process.execPath, [next, 'build'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: `file:${buildProbe}`, NEXT_TELEMETRY_DISABLED: '1', E2E_BUILD: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ openedDatabase: existsSync(path.dirname(buildProbe)) }));
}

// Its output goes to a file the suite's log search reads (tests/e2e/logs.spec.ts); errors are shown as well.
const logs = path.join(dir, 'logs');
mkdirSync(logs, { recursive: true });
const log = createWriteStream(path.join(logs, 'shared-server.log'));
const server = spawn(process.execPath, ['server.mjs', '-H', '127.0.0.1', '-p', port], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    SITE_URL,
    NEXT_TELEMETRY_DISABLED: '1',
    // The tests stand in for a reverse proxy: each may send its own X-Forwarded-For (so one test's form limit does not
    // hit another) and X-Forwarded-Proto. tests/e2e/hostile-requests.spec.ts covers a server exposed directly.
    TRUST_PROXY: '1',
    RENDER_CACHE_DEBUG: '1',
    LOG_LEVEL: 'debug',
  },
});
server.stdout.pipe(log, { end: false });
server.stderr.pipe(log, { end: false });
server.stderr.pipe(process.stderr);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
