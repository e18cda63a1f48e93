import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from './connect';
import { migrateToLatest } from './migrate';

interface Writer {
  child: ChildProcess;
  acked: Map<string, number>;
  /** Resolves once the writer has acknowledged a few saves, so the kill always lands mid-burst. */
  busy: Promise<void>;
}

/** Every writer started, so that none outlives a failed round: a writer saves until it is killed. */
const started = new Set<ChildProcess>();

function startWriter(url: string, name: string): Writer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/save-burst.ts', url, name], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const acked = new Map<string, number>();
  let buffer = '';
  let markBusy = () => {};
  const busy = new Promise<void>((resolve, reject) => {
    markBusy = resolve;
    child.once('exit', (code, signal) => reject(new Error(`writer ${name} stopped early (${code ?? signal})`)));
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const [, id, version] = line.split(' ');
      if (line.startsWith('ACK ') && id && version) acked.set(id, Math.max(acked.get(id) ?? 0, Number(version)));
      if (acked.size >= 3) markBusy();
    }
  });
  return { child, acked, busy };
}

const ROUNDS = 5;

describe('SIGKILL during a burst of saves (SQLite)', () => {
  // Also after a timeout, when the test's own code may still be waiting.
  afterEach(() => {
    for (const child of started) child.kill('SIGKILL');
  });

  it(`keeps a sound database holding every acknowledged save, ${ROUNDS} rounds out of ${ROUNDS}`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-kill-'));
    const url = `file:${path.join(dir, 'site.db')}`;
    try {
      const setup = connect(url);
      await migrateToLatest(setup.db);
      await setup.close();

      const acknowledged = new Map<string, number>();
      for (let round = 0; round < ROUNDS; round++) {
        const writers = [startWriter(url, `r${round}a`), startWriter(url, `r${round}b`)];
        await Promise.all(writers.map((w) => w.busy));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
        const exits = writers.map((w) => new Promise((resolve) => w.child.once('close', resolve)));
        for (const w of writers) w.child.kill('SIGKILL');
        await Promise.all(exits);
        for (const w of writers) for (const [id, version] of w.acked) acknowledged.set(id, version);
        expect(
          writers.every((w) => w.acked.size > 0),
          `round ${round}: both writers saved something`,
        ).toBe(true);

        const { db, close } = connect(url);
        try {
          const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
          expect(integrity.rows[0]?.integrity_check).toBe('ok');
          const rows = await db
            .selectFrom('documents')
            .select(['id', 'version'])
            .where('collection', '=', 'clientLogos')
            .execute();
          const stored = new Map(rows.map((r) => [r.id, r.version]));
          const lost = [...acknowledged].filter(([id, version]) => (stored.get(id) ?? 0) < version);
          expect(lost, `round ${round}: acknowledged saves missing after SIGKILL`).toEqual([]);
        } finally {
          await close();
        }
      }
      expect(acknowledged.size).toBeGreaterThan(ROUNDS * 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
