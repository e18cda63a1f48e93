/**
 * Playwright's web server: builds the production app (tests/support/e2e-build.mjs; not when E2E_SKIP_BUILD=1 and a build
 * is there, as `npm test` runs it beside the unit suite), makes the run's seeded template (tests/support/seeded-template.mjs) that every server of the suite
 * starts from, then runs the production server (server.mjs) on E2E_PORT on a copy of it, as if
 * behind one reverse proxy (TRUST_PROXY=1), saying what the rendered-page cache did (RENDER_CACHE_DEBUG=1).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildForTests, distDir } from './e2e-build.mjs';
import { copySeededTemplate, makeSeededTemplate } from './seeded-template.mjs';

const port = process.env.E2E_PORT;
const dir = process.env.E2E_DIR;
if (!port || !dir) throw new Error('E2E_PORT and E2E_DIR are set by playwright.config.ts');
mkdirSync(dir, { recursive: true });

/** Canonical URLs point here, so tests can tell them from the address the browser used. */
const SITE_URL = 'https://www.emberline.example';
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(path.join(distDir(), 'BUILD_ID'))) {
  const status = buildForTests();
  if (status !== 0) process.exit(status);
}

// The shared server's port is free until it starts: the template's server runs there first.
await makeSeededTemplate();
const database = path.join(dir, 'site.db');
copySeededTemplate(database);

// Its output goes to a file the suite's log search reads (tests/e2e/logs.spec.ts); errors are shown as well.
const logs = path.join(dir, 'logs');
mkdirSync(logs, { recursive: true });
const log = createWriteStream(path.join(logs, 'shared-server.log'));
const server = spawn(process.execPath, ['server.mjs', '-H', '127.0.0.1', '-p', port], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    DATABASE_URL: `file:${database}`,
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
