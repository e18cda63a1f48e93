import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type DatabaseHandle } from '../../src/server/db/connect';

/** A script's `--name=value` and `--flag` arguments, by name (a flag's value is undefined; a value may hold `=`). */
export function scriptArgs(argv: readonly string[] = process.argv.slice(2)): Map<string, string | undefined> {
  return new Map(
    argv.map((arg): [string, string | undefined] => {
      const [key = '', ...value] = arg.replace(/^--/, '').split('=');
      return [key, value.length > 0 ? value.join('=') : undefined];
    }),
  );
}

/**
 * An empty database for one bench run, gone afterwards: a SQLite file in a temp directory, or with `postgres` a schema
 * of its own in TEST_DATABASE_URL (named after the bench and the process), dropped by `dispose`.
 */
export async function scratchDatabase(
  name: string,
  postgres: boolean,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (postgres) {
    const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `bench_${name}_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const handle = connect(url, { schema });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const handle = connect(`file:${path.join(dir, 'site.db')}`);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
