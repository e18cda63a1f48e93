import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync } from 'node:fs';
import { copySeededTemplate } from './seeded-template.mjs';
import { openServerLog } from './server-logs';

/**
 * A second production server (server.mjs, as `npm start` runs it) on its own port and environment, for tests that
 * restart or kill it, its output kept under E2E_DIR/logs. A SQLite database that does not exist yet starts as a copy of
 * the run's seeded template, unless `empty` asks for the first start on a new database. Resolves once `/api/health`
 * answers.
 */
export async function startProductionServer(
  port: number,
  env: Record<string, string>,
  { host = 'localhost', empty = false }: { host?: string; empty?: boolean } = {},
): Promise<ChildProcess> {
  const log = openServerLog(`server-${port}`);
  // Each server's media files beside its own SQLite database, never in the checkout's ./data/media, which servers of
  // other databases would take for leftovers.
  const sqlite = env.DATABASE_URL?.startsWith('file:') ? env.DATABASE_URL.slice('file:'.length) : undefined;
  const media = sqlite ? { MEDIA_DIR: path.join(path.dirname(sqlite), 'media') } : {};
  if (sqlite && !empty) copySeededTemplate(sqlite);
  const server = spawn(process.execPath, ['server.mjs', '-H', host, '-p', String(port)], {
    // Every level is logged: the suite's log search (tests/e2e/logs.spec.ts) reads all of it.
    env: { ...process.env, LOG_LEVEL: 'debug', ...media, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log); // the child holds its own copy
  // Migrations, the seed and the password hash run first; on a loaded 2-core machine that can take a while.
  for (let i = 0; i < 600; i++) {
    const healthy = await fetch(`http://${host}:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill('SIGKILL');
  throw new Error(`the production server on port ${port} did not start`);
}
