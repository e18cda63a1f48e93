import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { connect, type DatabaseHandle } from '@/server/db/connect';
import { migrateToLatest } from '@/server/db/migrate';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A new, empty database (a temp SQLite file, or a fresh PostgreSQL schema). */
  open(): Promise<TestDatabase.Opened>;
  /**
   * A new database at the newest migration. SQLite: a copy of a file this process migrated once (a file copy instead
   * of every migration per test). PostgreSQL: a fresh schema, migrated.
   */
  openMigrated(): Promise<TestDatabase.Opened>;
}

// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace TestDatabase {
  interface Opened extends DatabaseHandle {
    url: string;
    /** Opens a second, independent connection to the same database (as another process would). */
    reopen(): DatabaseHandle;
    dispose(): Promise<void>;
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The migrated SQLite file this test process copies for each openMigrated(), made at its first use. */
let migratedTemplate: Promise<string> | undefined;

function sqliteTemplate(): Promise<string> {
  migratedTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-db-template-'));
    const file = path.join(dir, 'site.db');
    const handle = connect(`file:${file}`);
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    // The copies are whole only once the write-ahead log is folded into the file.
    const raw = new Database(file);
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return migratedTemplate;
}

async function openSqlite(template?: string): Promise<TestDatabase.Opened> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-db-'));
  if (template) copyFileSync(template, path.join(dir, 'site.db'));
  return sqliteAt(dir);
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  open: () => openSqlite(),
  openMigrated: async () => openSqlite(await sqliteTemplate()),
};

/** The database `site.db` in `dir` (removed with it when disposed). */
function sqliteAt(dir: string): TestDatabase.Opened {
  const url = `file:${path.join(dir, 'site.db')}`;
  const handle = connect(url);
  const extra: DatabaseHandle[] = [];
  return {
    ...handle,
    url,
    reopen: () => {
      const other = connect(url);
      extra.push(other);
      return other;
    },
    async dispose() {
      await Promise.all([handle, ...extra].map((h) => h.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const postgres: TestDatabase = {
  name: 'postgres',
  async open() {
    const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(`CREATE SCHEMA ${schema}`);
    const handle = connect(TEST_DATABASE_URL, { schema, maxConnections: 4 });
    const extra: DatabaseHandle[] = [];
    return {
      ...handle,
      url: TEST_DATABASE_URL,
      reopen: () => {
        const other = connect(TEST_DATABASE_URL, { schema, maxConnections: 2 });
        extra.push(other);
        return other;
      },
      async dispose() {
        await Promise.all([handle, ...extra].map((h) => h.close()));
        await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      },
    };
  },
  async openMigrated() {
    const opened = await postgres.open();
    await migrateToLatest(opened.db);
    return opened;
  },
};

/** SQLite always; PostgreSQL when TEST_DATABASE_URL answers (otherwise one line says it was skipped). */
export async function testDatabases(): Promise<TestDatabase[]> {
  if (await postgresReachable()) return [sqlite, postgres];
  console.warn(`PostgreSQL tests skipped: ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')} is unreachable`);
  return [sqlite];
}
