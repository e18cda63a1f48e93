/**
 * The two probes as programs: where each lives, how it is built and served on loopback. Both are built from the
 * repository's own node_modules and neither is timed against the site's build budget.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ProbeId } from './budgets';
import { waitUntilReady } from './server';

export interface ProbeApp {
  id: ProbeId;
  dir: string;
  /** Its build output; the first-load meter reads `/_next/static/` files from it (the Next probe's). */
  distDir: string;
  /** The command that builds it, run from the repository's root. */
  buildArgs: string[];
  /** Whether a build is there to serve (a run with `--no-build` needs one). */
  built(): boolean;
  /** Serves the build on `port`, on loopback; resolves once its page answers. */
  start(port: number): Promise<ChildProcess & { pid: number }>;
  base(port: number): string;
}

const nextBin = 'node_modules/next/dist/bin/next';
const astroBin = 'node_modules/astro/astro.js';
const quietEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
};

function serve(args: string[], url: string, name: string): Promise<ChildProcess & { pid: number }> {
  const server = spawn(process.execPath, args, { env: quietEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  return waitUntilReady(server, url, name);
}

/** bench/probe: an empty Next.js page, served by `next start`. */
const nextProbe: ProbeApp = {
  id: 'next',
  dir: 'bench/probe',
  distDir: path.join('bench/probe', '.next'),
  buildArgs: [nextBin, 'build', 'bench/probe'],
  built: () => existsSync(path.join('bench/probe', '.next', 'BUILD_ID')),
  start: (port) =>
    serve(
      [nextBin, 'start', 'bench/probe', '-H', 'localhost', '-p', String(port)],
      `http://localhost:${port}/`,
      'the Next probe',
    ),
  base: (port) => `http://localhost:${port}`,
};

/**
 * bench/islands-probe: the same page as Astro static output with one React island, an Astro root of its own (its
 * astro.config.mjs, never the site's), served by `astro preview` (Vite's static server, gzip like `next start`).
 * Vite's preview binds 127.0.0.1 itself, so the probe is addressed by that, not by `localhost`.
 */
const islandsProbe: ProbeApp = {
  id: 'islands',
  dir: 'bench/islands-probe',
  distDir: path.join('bench/islands-probe', 'dist'),
  buildArgs: [astroBin, 'build', '--root', 'bench/islands-probe'],
  built: () => existsSync(path.join('bench/islands-probe', 'dist', 'index.html')),
  start: (port) =>
    serve(
      [astroBin, 'preview', '--root', 'bench/islands-probe', '--host', '127.0.0.1', '--port', String(port)],
      `http://127.0.0.1:${port}/`,
      'the islands probe',
    ),
  base: (port) => `http://127.0.0.1:${port}`,
};

export const probeApps: readonly ProbeApp[] = [nextProbe, islandsProbe];

/** Builds a probe; throws when its build fails. */
export function buildProbe(probe: ProbeApp): void {
  const build = spawnSync(process.execPath, probe.buildArgs, { stdio: ['ignore', 'ignore', 'inherit'], env: quietEnv });
  if (build.status !== 0) throw new Error(`the build of ${probe.dir} failed`);
}
