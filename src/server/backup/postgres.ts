import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { DatabaseBackend } from './backend';
import { BackupError } from './errors';
import type { ManifestDatabase } from './manifest';

/** A PostgreSQL DATABASE_URL taken apart for the client tools and for our own queries. */
interface PostgresTarget {
  /** For pg_dump, pg_restore and psql: without `schema` (libpq knows no such parameter) and without the password. */
  toolUrl: string;
  /** Given to the tools as PGPASSWORD, never on a command line that other users of the machine can read. */
  password: string | undefined;
  /** For our own queries: without `schema`. */
  clientUrl: string;
  /** `?schema=`; without it, the schema the server puts the site's tables in (`current_schema()`). */
  schema: string | undefined;
  location: string;
}

function parseTarget(databaseUrl: string): PostgresTarget {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  const clientUrl = url.toString();
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  const location = `postgres://${url.host}${url.pathname}${schema ? `#${schema}` : ''}`;
  return { toolUrl: url.toString(), password, clientUrl, schema, location };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function query<Row>(target: PostgresTarget, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: target.clientUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupError(`PostgreSQL at ${target.location} does not answer: ${(error as Error).message}`);
  }
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The schema the site's tables live in. */
async function schemaOf(target: PostgresTarget): Promise<string> {
  if (target.schema) return target.schema;
  const [row] = await query<{ schema: string | null }>(target, 'select current_schema() as schema');
  if (!row?.schema)
    throw new BackupError(`PostgreSQL at ${target.location} has no current schema: add ?schema=<name>.`);
  return row.schema;
}

function toolEnv(target: PostgresTarget): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(target.password ? { PGPASSWORD: target.password } : {}),
    // Only errors on stderr: DROP SCHEMA … CASCADE would otherwise list every table it drops.
    PGOPTIONS: [process.env.PGOPTIONS, '-c client_min_messages=warning'].filter(Boolean).join(' '),
  };
}

interface RunningTool {
  child: ChildProcessWithoutNullStreams;
  /** Resolves when the tool exits 0; otherwise a BackupError with its first line of complaint. */
  done: Promise<void>;
}

function launch(command: string, args: string[], target: PostgresTarget): RunningTool {
  const child = spawn(command, args, { env: toolEnv(target) });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} is not installed: backing up and restoring PostgreSQL needs its client tools.`)
          : error,
      ),
    );
    child.once('close', (code) => {
      const complaint = stderr.split('\n').find((line) => line.trim()) ?? `exit code ${code}`;
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed: ${complaint.trim()}`));
    });
  });
  // Its failure is reported by whoever awaits it; until then it must not count as unhandled.
  done.catch(() => undefined);
  return { child, done };
}

async function runTool(command: string, args: string[], target: PostgresTarget): Promise<string> {
  const { child, done } = launch(command, args, target);
  child.stdin.end();
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  await done;
  return Buffer.concat(chunks).toString('utf8');
}

/** The names a plain-text dump copies into kysely_migration: the first column of each row of its COPY block. */
function copiedMigrationNames(script: string): string[] {
  const lines = script.split('\n');
  const start = lines.findIndex((line) => /^COPY \S*kysely_migration \(/.test(line));
  if (start < 0) return [];
  const end = lines.indexOf('\\.', start);
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => line.split('\t', 1)[0] ?? '')
    .sort();
}

/**
 * `pg_dump --format=custom` of the site's schema alone (other schemas of the database belong to others): one
 * transaction at repeatable read, so the dump is the database as of one moment while the site goes on writing. The
 * migration list is read back from the dump itself, which also proves that pg_restore can read it.
 */
async function dumpPostgres(target: PostgresTarget, to: string): Promise<ManifestDatabase> {
  const schema = await schemaOf(target);
  await runTool(
    'pg_dump',
    ['--format=custom', '--strict-names', `--schema=${schema}`, `--file=${to}`, `--dbname=${target.toolUrl}`],
    target,
  );
  const migrationRows = await runTool(
    'pg_restore',
    ['--data-only', `--schema=${schema}`, '--table=kysely_migration', '--file=-', to],
    target,
  );
  const dumpedBy = (await runTool('pg_dump', ['--version'], target)).trim();
  return { dialect: 'postgres', schema, migrations: copiedMigrationNames(migrationRows), dumpedBy };
}

/** A dump recreates the schema it was made of: restoring it under another name needs that name free meanwhile. */
async function assertRestorable(target: PostgresTarget, archived: ManifestDatabase): Promise<void> {
  const schema = await schemaOf(target);
  if (archived.dialect !== 'postgres' || archived.schema === schema) return;
  const taken = await query(target, 'select 1 from pg_namespace where nspname = $1', [archived.schema]);
  if (taken.length) {
    throw new BackupError(
      `The archive holds schema ${archived.schema}, and this database has a schema of that name besides ${schema}: restore into ?schema=${archived.schema}, or rename that schema first.`,
    );
  }
}

/**
 * Replaces the site's schema with the dump's in one transaction, all or nothing. psql reads BEGIN, DROP SCHEMA …
 * CASCADE, the dump as pg_restore writes it out (it creates the schema), a rename when the archive's schema had
 * another name, and COMMIT, which is only written once pg_restore has finished cleanly: a failure anywhere leaves the
 * schema as it was. Objects belong to DATABASE_URL's user (--no-owner, --no-privileges): the archive may come from
 * another server, with other roles.
 */
async function restorePostgres(target: PostgresTarget, dump: string, archived: ManifestDatabase): Promise<void> {
  if (archived.dialect !== 'postgres') throw new Error('Not a PostgreSQL snapshot');
  const [schema, dumped] = [await schemaOf(target), archived.schema];
  const restore = launch('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], target);
  restore.child.stdin.end();
  const psql = launch(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${target.toolUrl}`],
    target,
  );
  psql.child.stdout.resume();
  async function* script(): AsyncGenerator<string | Buffer> {
    yield `BEGIN;\nDROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE;\n`;
    yield* restore.child.stdout as AsyncIterable<Buffer>;
    await restore.done;
    if (dumped !== schema) yield `ALTER SCHEMA ${quoteIdent(dumped)} RENAME TO ${quoteIdent(schema)};\n`;
    yield 'COMMIT;\n';
  }
  const fed = pipeline(script(), psql.child.stdin);
  const [psqlResult, restoreResult, feedResult] = await Promise.allSettled([psql.done, restore.done, fed]);
  // psql's own complaint first: when it stops on an error, feeding it fails too, with a broken pipe that says nothing.
  for (const result of [psqlResult, restoreResult, feedResult]) if (result.status === 'rejected') throw result.reason;
}

/**
 * Backup and restore of the site's schema in a PostgreSQL database, through the PostgreSQL client tools: pg_dump's
 * snapshot is consistent without any lock the site would notice, and the tools know every object type a schema holds.
 */
export function postgresBackend(databaseUrl: string): DatabaseBackend {
  const target = parseTarget(databaseUrl);
  return {
    dialect: 'postgres',
    location: target.location,
    snapshot: (to) => dumpPostgres(target, to),
    stagingFile: async (work) => path.join(work, 'postgres.dump'),
    assertReplaceable: (archived) => assertRestorable(target, archived),
    replace: (staged, archived) => restorePostgres(target, staged, archived),
  };
}
