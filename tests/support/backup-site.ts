import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { seedFiles } from '../../src/content/seed';
import { OWNER_ID, type AdminUser } from '../../src/server/auth/user';
import { createUser } from '../../src/server/auth/users';
import type { SiteStorage } from '../../src/server/backup/storage';
import { connect, type DatabaseHandle } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { databaseStore, fileStore } from '../../src/server/media/store';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { createServerSchema } from './postgres-schema';
import { storeLead } from './stored-leads';

/** A site's data, SQLite or PostgreSQL, with a media directory and a scratch directory for archives. */
export interface TestSite {
  storage: SiteStorage;
  /** The test's own directory: archives, and the media directory's parent. */
  dir: string;
  /** Opens the database as the running site would. Close it before a restore: the site is stopped then. */
  open(): DatabaseHandle;
  /** Loses everything, as a dead disk would: the database (file or schema) and the media directory. */
  wipe(): Promise<void>;
  dispose(): Promise<void>;
}

/** The BACKUP_KEY the tests' sites sign and check their archives with. */
export const BACKUP_KEY = 'the test sites sign their backups with this key';

export async function createTestSite(
  dialect: 'sqlite' | 'postgres',
  mediaStorage: SiteStorage['mediaStorage'] = 'files',
): Promise<TestSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agency-backup-site-'));
  const mediaDir = path.join(dir, 'media');
  const wipeMedia = () => rm(mediaDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    const dataDir = path.join(dir, 'data');
    const storage = { databaseUrl: `file:${path.join(dataDir, 'site.db')}`, mediaStorage, mediaDir };
    return {
      storage,
      dir,
      open: () => connect(storage.databaseUrl),
      wipe: async () => {
        await rm(dataDir, { recursive: true, force: true });
        await wipeMedia();
      },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const schema = await createServerSchema('backup');
  if (!schema) throw new Error('PostgreSQL does not answer');
  const storage = { databaseUrl: schema.databaseUrl, mediaStorage, mediaDir };
  return {
    storage,
    dir,
    open: () => connect(storage.databaseUrl, { maxConnections: 2 }),
    wipe: async () => {
      await schema.drop();
      await wipeMedia();
    },
    dispose: async () => {
      await schema.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const owner: AdminUser = { id: OWNER_ID, name: 'Owner', email: null, role: 'owner' };

/** A media item as the library keeps one: its row, its original and a variant, real image bytes made with sharp. */
export async function addImage(db: Kysely<Database>, storage: SiteStorage, color = '#c0392b'): Promise<string> {
  const original = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const variant = await sharp(original).resize(32).webp().toBuffer();
  const id = createHash('sha256').update(original).digest('hex').slice(0, 20);
  const now = Date.now();
  await db
    .insertInto('media')
    .values({
      id,
      name: `image-${id.slice(0, 6)}`,
      file_name: 'Office team.jpg',
      format: 'jpeg',
      width: 64,
      height: 48,
      bytes: original.length,
      alt: JSON.stringify({ en: 'The team at work' }),
      caption: '{}',
      focal_x: 0.5,
      focal_y: 0.4,
      status: 'ready',
      widths: '[32]',
      placeholder: null,
      error: null,
      attempts: 1,
      source: null,
      created_at: now,
      created_by: OWNER_ID,
      updated_at: now,
      version: 1,
    })
    .execute();
  const store = storage.mediaStorage === 'files' ? fileStore(storage.mediaDir) : databaseStore(db);
  await store.put(`${id}/original.jpeg`, original);
  await store.put(`${id}/32.webp`, variant);
  return id;
}

/**
 * Migrates and seeds the site, then adds one of each kind of data a backup must keep: an edited document (with its
 * revision), a person, leads with their notifications, and an image in the media library.
 */
export async function fillSite(db: Kysely<Database>, storage: SiteStorage): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db, seedFiles);
  const settings = await getDocument(db, 'settings', 'site');
  if (!settings) throw new Error('The seed has no site settings');
  await saveDocument(
    db,
    'settings',
    { ...settings.data, foundedYear: 2019 },
    { by: OWNER_ID, expectedVersion: settings.version },
  );
  await createUser(db, owner, { name: 'Grace Hopper', email: 'grace@example.com', role: 'editor' });
  for (let n = 0; n < 5; n++) await storeLead(db, 'form', n);
  await addImage(db, storage);
}

/** Every row of every table of the site (the migrations' own included), as sorted JSON lines: equal dumps, equal data. */
export async function dumpTables(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const dump: Record<string, string[]> = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    dump[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

/** Every file under a directory (relative path → SHA-256); none when it does not exist. */
export async function fileHashes(dir: string): Promise<Record<string, string>> {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  const hashes: Record<string, string> = {};
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    if ((await stat(file)).isFile())
      hashes[name] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
  }
  return hashes;
}

export interface LeadBurst {
  /** How many leads the writer has committed and acknowledged so far. */
  acked(): number;
  /** Resolves once a few leads are in, so what follows runs while leads keep arriving. */
  busy: Promise<void>;
  stop(): Promise<void>;
}

/** Starts tests/support/lead-burst.ts in a process of its own, as the running site would write. */
export function startLeadBurst(databaseUrl: string, writer = 'burst'): LeadBurst {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/support/lead-burst.ts', databaseUrl, writer],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let acked = 0;
  let markBusy = () => {};
  const busy = new Promise<void>((resolve, reject) => {
    markBusy = resolve;
    child.once('exit', (code, signal) => reject(new Error(`lead writer stopped early (${code ?? signal})`)));
  });
  busy.catch(() => undefined);
  const closed = new Promise((resolve) => child.once('close', resolve));
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    acked += lines.filter((line) => line.startsWith('ACK ')).length;
    if (acked >= 5) markBusy();
  });
  return {
    acked: () => acked,
    busy,
    async stop() {
      child.kill('SIGKILL');
      await closed;
    },
  };
}

/** Rows cut short for failure messages: a seeded document is several kilobytes of JSON. */
const brief = (rows: string[]) => rows.slice(0, 3).map((row) => (row.length > 160 ? `${row.slice(0, 160)}…` : row));

/**
 * The tables whose rows differ between two dumps (`ignore`d ones aside), each with a few of the rows missing from
 * `actual` and of those it has unexpectedly: an empty object means equal, and a failure reads in a few lines.
 */
export function tableDifferences(
  actual: Record<string, string[]>,
  expected: Record<string, string[]>,
  ignore: string[] = [],
): Record<string, { missing: string[]; unexpected: string[] }> {
  const differences: Record<string, { missing: string[]; unexpected: string[] }> = {};
  for (const table of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
    if (ignore.includes(table)) continue;
    const [have, want] = [new Set(actual[table] ?? []), new Set(expected[table] ?? [])];
    const missing = [...want].filter((row) => !have.has(row));
    const unexpected = [...have].filter((row) => !want.has(row));
    if (missing.length || unexpected.length)
      differences[table] = { missing: brief(missing), unexpected: brief(unexpected) };
  }
  return differences;
}
