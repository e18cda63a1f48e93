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

/** Polls `url` until it answers 2xx; stops the process and throws when it exits first or takes over 30 s. */
export async function waitUntilReady(
  server: ChildProcess,
  url: string,
  name: string,
): Promise<ChildProcess & { pid: number }> {
  const { pid } = server;
  if (pid === undefined) throw new Error(`could not start ${name}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${name} exited with code ${server.exitCode} before it was ready`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return Object.assign(server, { pid });
    await sleep(200);
  }
  await stopServer(server);
  throw new Error(`${name} was not ready within 30 s`);
}

/**
 * Starts the server on `port` with a fresh SQLite database in `dataDir` (migrated and seeded on start) and waits
 * for /api/health, which only answers 200 once the database is at the newest migration.
 */
export async function startServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess & { pid: number }> {
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
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitUntilReady(server, `http://localhost:${port}/api/health`, 'the server');
}

/** Busy and total jiffies of all CPUs since boot, from the first line of /proc/stat. */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th fields.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine is quiet: the share of CPU time busy over one second below `maxBusy` (all cores together),
 * for at most `timeoutMs`. Returns the last measured share and whether it was quiet, so a noisy run can say so.
 */
export async function waitForQuiet(maxBusy = 0.15, timeoutMs = 30_000): Promise<{ busy: number; quiet: boolean }> {
  const deadline = Date.now() + timeoutMs;
  let busy = 1;
  do {
    const before = cpuTimes();
    await sleep(1000);
    const after = cpuTimes();
    busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (busy < maxBusy) return { busy, quiet: true };
  } while (Date.now() < deadline);
  return { busy, quiet: false };
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
