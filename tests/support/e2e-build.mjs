// @ts-check
/**
 * The one production build the browser suite, the load test and the bench use: `next build` without Next's own type
 * check (`npm run typecheck` is the project's, and CI runs it beside lint), then `astro build` (the public site's
 * islands renderer), both pointed at a database path that must not exist afterwards. Whether the build opened it is written to `<dist dir>/e2e-build.json`, which
 * tests/e2e/smoke.spec.ts reads: the runtime database is the server's to create (DESIGN.md), never the build's.
 *
 * Run as a script (`node tests/support/e2e-build.mjs`, as `npm test` does beside the unit suite) or imported.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const distDir = () => process.env.NEXT_DIST_DIR ?? '.next';
export const buildReport = () => path.join(distDir(), 'e2e-build.json');

/** Builds; returns the build's exit status. */
export function buildForTests() {
  const probeDir = mkdtempSync(path.join(tmpdir(), 'agency-build-probe-'));
  const probe = path.join(probeDir, 'db', 'site.db');
  try {
    const build = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: `file:${probe}`, NEXT_TELEMETRY_DISABLED: '1', E2E_BUILD: '1' },
    });
    if (build.status !== 0) return build.status ?? 1;
    // The public site's islands renderer (src/node-server/renderers.mjs) into ASTRO_DIST_DIR (`dist/`).
    const islands = spawnSync(process.execPath, [path.resolve('node_modules/astro/astro.js'), 'build'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: `file:${probe}`, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (islands.status !== 0) return islands.status ?? 1;
    writeFileSync(buildReport(), JSON.stringify({ openedDatabase: existsSync(path.dirname(probe)) }));
    return 0;
  } finally {
    rmSync(probeDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildForTests());
