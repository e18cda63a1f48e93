import pg from 'pg';
import { TEST_DATABASE_URL } from './databases';

/** A fresh PostgreSQL schema for production servers of a spec: the URL they take, and its disposal. */
export interface ServerSchema {
  name: string;
  /** DATABASE_URL for a server: `?schema=` puts every connection in the schema (src/server/db/connect.ts). */
  databaseUrl: string;
  drop(): Promise<void>;
}

async function run(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a schema of its own, or undefined when PostgreSQL does not answer (the caller skips). */
export async function createServerSchema(prefix: string): Promise<ServerSchema | undefined> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await run(`create schema ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('schema', name);
  return { name, databaseUrl: url.toString(), drop: () => run(`drop schema if exists ${name} cascade`) };
}
