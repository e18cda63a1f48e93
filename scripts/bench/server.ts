/** The production server under test: how it is started, when it is ready, how much memory it holds, how it stops. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerCommand {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** The one place that says how the production server starts: `npm start`'s custom server, on loopback. */
export function serverCommand(port: number): ServerCommand {
  return {
    command: process.execPath,
    args: ['server.mjs', '-H', 'localhost', '-p', String(port)],
    env: {},
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `port` with a fresh SQLite database in `dataDir` (migrated and seeded on start) and waits
 * for /api/health, which only answers 200 once the database is at the newest migration.
 */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess & { pid: number }> {
  const { command, args, env } = serverCommand(port);
  const server = spawn(command, args, {
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
      SITE_URL: `http://localhost:${port}`,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { pid } = server;
  if (pid === undefined) throw new Error(`could not start ${command}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with code ${server.exitCode} before it was healthy`);
    const healthy = await fetch(`http://localhost:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return Object.assign(server, { pid });
    await sleep(200);
  }
  await stopServer(server);
  throw new Error('the server did not become healthy within 30 s');
}

/** Every process below `pid`, children first (a server may fork workers, and a worker may outlive its parent). */
function descendants(pid: number): number[] {
  const children = spawnSync('pgrep', ['-P', String(pid)])
    .stdout.toString()
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Resident memory of the server and every process it started, in MB (whole numbers). */
export function treeRssMb(pid: number): number {
  // A child may exit between listing and reading; it then holds no memory. The server itself must be there.
  return Math.round(descendants(pid).reduce((sum, child) => sum + (rssMb(child) || 0), rssMb(pid)));
}

/** SIGTERM for a clean shutdown; whatever of the tree is still alive after 5 s gets SIGKILL. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.pid === undefined) return;
  const tree = [server.pid, ...descendants(server.pid)];
  const exited = new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else server.once('exit', () => resolve());
  });
  server.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  for (const pid of tree) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone, which is the normal case.
    }
  }
}
