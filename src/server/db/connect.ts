import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { errorMessage, log } from '../log';
import { CurrentSchemaPostgresDialect } from './postgres-introspector';
import type { Database } from './schema';
import { createPrivateFile } from '../private-files';
import { sqliteReader } from './reader';
import { withStatementCache } from './statement-cache';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * For long reads (the analytics dashboard, the daily roll-up): with a SQLite file, a read-only connection on a thread
   * of its own (reader.ts), so they never hold the server's event loop; otherwise `db` itself (PostgreSQL's queries
   * never hold it, and an in-memory SQLite database has no second connection).
   */
  reader: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials (for logs and the health check). */
  location: string;
  close(): Promise<void>;
}

interface ConnectOptions {
  /** PostgreSQL only: the schema every connection uses (it must exist). Tests use one schema each. */
  schema?: string;
  /** PostgreSQL only: pool size. */
  maxConnections?: number;
}

const INT8_OID = 20;

/** SQLite's DDL is transactional; telling Kysely so makes a failed migration roll back completely. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Write transactions take SQLite's write lock up front (`BEGIN IMMEDIATE`), so two writers queue on busy_timeout
 * instead of one failing with SQLITE_BUSY when it upgrades a read lock.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class DurableSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/**
 * Opens the database a `DATABASE_URL` names: `file:<path>` (SQLite) or `postgres://…` (PostgreSQL). A PostgreSQL URL
 * may name the schema to use, `?schema=<name>` (it must exist); the default is the database's own search path.
 */
export function connect(url: string, options: ConnectOptions = {}): DatabaseHandle {
  if (url.startsWith('file:')) return connectSqlite(url.slice('file:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get('schema');
    if (schema === null) return connectPostgres(url, options);
    parsed.searchParams.delete('schema');
    return connectPostgres(parsed.toString(), { ...options, schema: options.schema ?? schema });
  }
  throw new Error('DATABASE_URL must start with file: or postgres://');
}

function connectSqlite(file: string): DatabaseHandle {
  const memory = file === ':memory:';
  // The database holds every secret of the site: 0600 in a 0700 directory when made here (its -wal and -shm files
  // take the same mode from it).
  if (!memory) createPrivateFile(path.resolve(file));
  const sqlite = new SQLite(memory ? ':memory:' : path.resolve(file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new DurableSqliteDialect({ database: withStatementCache(sqlite) }) });
  // Its thread starts with its first query.
  const reader = memory ? db : sqliteReader(path.resolve(file));
  return {
    db,
    reader,
    dialect: 'sqlite',
    location: memory ? ':memory:' : path.resolve(file),
    close: async () => {
      if (reader !== db) await reader.destroy();
      await db.destroy();
    },
  };
}

function connectPostgres(url: string, { schema, maxConnections = 10 }: ConnectOptions): DatabaseHandle {
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // A startup parameter, so every connection is in the schema before its first query.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Epoch milliseconds are BIGINT: read them as numbers (exact up to 2^53).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server ended (a restart, a failover, an idle timeout) is an error event on the pool; without
  // a listener it would crash the process. The pool drops that connection and opens a new one on the next query.
  pool.on('error', (error) => log.warn('db.connection_lost', { error: errorMessage(error) }));
  // A connection lost while checked out but between queries (a transaction's pause, a restart mid-request) is an error
  // event on its client, which the pool no longer listens to: logged here, the query that follows fails on its own.
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn('db.connection_lost', { error: errorMessage(error), checkedOut: true })),
  );
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  const parsed = new URL(url);
  const location = `postgres://${parsed.host}${parsed.pathname}${schema ? `#${schema}` : ''}`;
  return { db, reader: db, dialect: 'postgres', location, close: () => db.destroy() };
}
