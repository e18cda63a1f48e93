import { Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema';

/**
 * A second, read-only connection to a SQLite file that runs its queries on a worker thread. better-sqlite3 answers
 * each query synchronously, holding the process's one event loop until it is done: the dashboard's counts over a day
 * of a million events take seconds, and every page of the site would wait for them. On this connection they take
 * the same seconds on another thread, while the server goes on answering. SQLite's WAL lets it read beside the main
 * connection's writes (each query sees what was committed when it began).
 *
 * The worker is a script of its own, run from source text so the bundler has no file to find; it loads
 * better-sqlite3 from the node_modules of the directory the server runs in, as the server does (a server external
 * package).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require('better-sqlite3');
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Nothing written through this connection, ever.
db.pragma('query_only = ON');
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const statement = db.prepare(sql);
    if (!statement.reader) throw new Error('the reading connection only reads');
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Reply {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

class WorkerConnection implements DatabaseConnection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  #next = 0;

  constructor(file: string) {
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file },
    });
    // An idle reader never keeps the process alive.
    this.#worker.unref();
    this.#worker.on('message', ({ id, rows, error }: Reply) => {
      const waiting = this.#pending.get(id);
      this.#pending.delete(id);
      if (!waiting) return;
      if (error) waiting.reject(Object.assign(new Error(error.message), error.code ? { code: error.code } : {}));
      else waiting.resolve(rows ?? []);
    });
    const failAll = (error: Error) => {
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', failAll);
    this.#worker.on('exit', (code) => failAll(new Error(`the reading thread stopped (exit code ${code})`)));
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve: (rows) => resolve({ rows: rows as R[] }), reject });
      this.#worker.ref();
      this.#worker.postMessage({ id, sql: compiled.sql, parameters: compiled.parameters });
    }).finally(() => {
      if (this.#pending.size === 0) this.#worker.unref();
    }) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the reading connection does not stream');
  }

  close(): Promise<number> {
    return this.#worker.terminate();
  }
}

const readOnly = () => Promise.reject(new Error('the reading connection has no transactions'));

class WorkerReaderDriver implements Driver {
  #connection: WorkerConnection | undefined;
  constructor(private readonly file: string) {}
  async init(): Promise<void> {
    this.#connection = new WorkerConnection(this.file);
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection!;
  }
  beginTransaction = readOnly;
  commitTransaction = readOnly;
  rollbackTransaction = readOnly;
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.#connection?.close();
    this.#connection = undefined;
  }
}

/** A Kysely database that reads the SQLite `file` on a thread of its own (see above); writes and transactions fail. */
export function sqliteReader(file: string): Kysely<Database> {
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new WorkerReaderDriver(file),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  return new Kysely<Database>({ dialect });
}
