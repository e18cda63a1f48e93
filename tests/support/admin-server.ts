import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverPort, workerServerPort } from './ports';
import { startProductionServer } from './production-server';
import { TEMPLATE_ADMIN_PASSWORD } from './seeded-template.mjs';

/** The admin password the admin specs' servers start with: the seeded template's, so its hash is reused. */
export const ADMIN_PASSWORD = TEMPLATE_ADMIN_PASSWORD;

/** Where a spec reaches its server; `databaseUrl` is the server's own SQLite file, which a test may read and write. */
export interface AdminServer {
  port: number;
  base: string;
  databaseUrl: string;
}

/** Where this worker's shared server listens and keeps its database: known before it starts (see workerServer). */
export function workerServerAddress(): AdminServer & { dir: string } {
  const port = workerServerPort();
  const dir = path.join(process.env.E2E_DIR ?? tmpdir(), 'worker-servers', process.env.TEST_WORKER_INDEX ?? '0');
  return { port, base: `http://127.0.0.1:${port}`, databaseUrl: `file:${path.join(dir, 'site.db')}`, dir };
}

/**
 * Starts a production server on a copy of the seeded template in a folder of its own (`dir`, made new; a new temporary
 * one by default), served as a plain-http site at its loopback address, as behind one trusted proxy (so every request
 * may claim an address of its own), with `env` on top. Resolves once it answers; `stop` ends it and removes its folder.
 */
export async function startAdminServer(
  env: Record<string, string> = {},
  port = serverPort(),
  folder?: string,
): Promise<AdminServer & { stop: () => Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  const dir = folder ?? mkdtempSync(path.join(tmpdir(), `agency-server-${port}-`));
  if (folder) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  let server: ChildProcess;
  try {
    server = await startProductionServer(
      port,
      {
        DATABASE_URL: databaseUrl,
        ADMIN_PASSWORD,
        TRUST_PROXY: '1',
        // The site as the browser reaches it: plain http on this machine, so the session cookie goes without Secure (A5).
        SITE_URL: base,
        ...env,
      },
      { host: '127.0.0.1' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { port, base, databaseUrl, stop };
}
