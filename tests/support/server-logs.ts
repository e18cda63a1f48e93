import { expect } from '@playwright/test';
import { mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every server the e2e suite starts writes its output to a file under E2E_DIR/logs, so tests/e2e/logs.spec.ts can
 * search the whole suite's logs for secrets once every other spec has run (SECURITY.md G2).
 */
export function serverLogsDir(): string {
  const dir = path.join(process.env.E2E_DIR ?? path.resolve('test-results'), 'logs');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A new log file for one server process, opened for appending; pass it as the child's stdout and stderr. */
export function openServerLog(name: string): number {
  const file = path.join(
    serverLogsDir(),
    `${name}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}.log`,
  );
  return openSync(file, 'a');
}

/** Every line a dedicated server on `port` has written so far, JSON or not (see startProductionServer). */
export function serverOutput(port: number): string[] {
  const dir = serverLogsDir();
  return readdirSync(dir)
    .filter((name) => name.startsWith(`server-${port}-`))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n'))
    .filter((line) => line !== '');
}

/** The JSON lines a dedicated server on `port` has logged so far. */
export function serverLogLines(port: number): Record<string, unknown>[] {
  return serverOutput(port)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Waits until each server on `ports` has finished `passes` more scheduler passes (src/server/scheduler.ts logs each at
 * debug level) than it had when called: "every server looked again, and did nothing more" without guessing a time.
 */
export async function schedulerPassesDone(ports: readonly number[], passes = 2): Promise<void> {
  const done = (port: number) => serverLogLines(port).filter((line) => line.event === 'schedule.pass_done').length;
  const targets = ports.map((port) => [port, done(port) + passes] as const);
  await expect
    .poll(() => targets.every(([port, target]) => done(port) >= target), { timeout: 20_000, intervals: [100, 250] })
    .toBe(true);
}
