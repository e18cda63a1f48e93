import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SeedFile } from '@/content';
import { seedFiles } from '@/content/seed';
import { TEST_DATABASE_URL, testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import {
  getDocument,
  listDocuments,
  listRevisions,
  sameContent,
  saveDocument,
  StaleVersionError,
  DocumentValidationError,
} from '../queries/documents';
import { connect } from './connect';
import { migrations } from './migrations';
import { latestMigration, migrateToLatest, MigrationError, migrationLevel } from './migrate';
import { seedDatabase, SeedError } from './seed';

const databases = await testDatabases();

const logo = (id: string, name: string, order = 0) => ({ id, order, name, image: `/images/logos/${id}.svg` });

const tables = [
  'documents',
  'document_revisions',
  'collection_versions',
  'leads',
  'outbox',
  'admin_sessions',
  'rate_limits',
  'captcha_used',
  'events',
  'app_secrets',
];

describe.each(databases)('database layer on $name', (kind: TestDatabase) => {
  const { fresh, empty, opened } = freshDatabase(kind);

  it('creates every table of the design and reports the migration level', async () => {
    const db = await fresh();
    const names = (await db.introspection.getTables()).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(tables));
    expect(await migrationLevel(db)).toBe(latestMigration);
  });

  it('migrates a database that holds another migrated schema, as a shared PostgreSQL does', async () => {
    // Another schema (another app, another test) is migrated first; its migration tables must not be taken for ours.
    const other = await kind.open();
    try {
      await migrateToLatest(other.db);
      const db = await empty();
      expect((await migrateToLatest(db)).level).toBe(latestMigration);
      expect(await migrationLevel(db)).toBe(latestMigration);
    } finally {
      await other.dispose();
    }
  });

  it('running the migrations again changes nothing', async () => {
    const db = await fresh();
    expect((await migrateToLatest(db)).applied).toEqual([]);
  });

  it('a failing migration names itself and leaves the database as it was', async () => {
    const db = await empty();
    const broken: Migration = {
      async up(trx) {
        await trx.schema.createTable('half_done').addColumn('id', 'integer').execute();
        await sql`select * from table_that_does_not_exist`.execute(trx);
      },
    };
    await expect(migrateToLatest(db, { ...migrations, '9999-broken': broken })).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(db, { ...migrations, '9999-broken': broken })).rejects.toThrow(
      /9999-broken.*unchanged/,
    );
    const names = (await db.introspection.getTables()).map((t) => t.name);
    expect(names).not.toContain('half_done');
    expect(names).not.toContain('documents');
    expect(await migrationLevel(db)).toBeNull();
  });

  it('saves a document with version 1, then 2, keeping the previous data as a revision', async () => {
    const db = await fresh();
    const first = await saveDocument(db, 'clientLogos', logo('acme', 'Acme'), { by: 'admin', expectedVersion: 0 });
    expect(first.version).toBe(1);
    const second = await saveDocument(db, 'clientLogos', logo('acme', 'Acme Corp'), {
      by: 'editor',
      expectedVersion: 1,
    });
    expect(second.version).toBe(2);

    const stored = await getDocument(db, 'clientLogos', 'acme');
    expect(stored?.data.name).toBe('Acme Corp');
    expect(stored?.updatedBy).toBe('editor');

    const revisions = await listRevisions(db, 'clientLogos', 'acme');
    expect(revisions.map((r) => [r.previousVersion, r.changedBy])).toEqual([
      [1, 'editor'],
      [0, 'admin'],
    ]);
    expect(revisions[0]?.previousData).toMatchObject({ name: 'Acme' });
    expect(revisions[1]?.previousData).toBeNull();
  });

  it('makes no version for a save that changes nothing, spaces and key order aside; a new line break is a change', async () => {
    const db = await fresh();
    await saveDocument(db, 'clientLogos', logo('acme', 'Acme Corp'), { by: 'admin', expectedVersion: 0 });
    const again = await saveDocument(db, 'clientLogos', logo('acme', 'Acme  Corp '), {
      by: 'editor',
      expectedVersion: 1,
    });
    expect(again).toMatchObject({ version: 1, updatedBy: 'admin', unchanged: true, data: { name: 'Acme Corp' } });
    const reordered = { image: '/images/logos/acme.svg', name: 'Acme Corp', order: 0, id: 'acme' };
    expect((await saveDocument(db, 'clientLogos', reordered, { by: 'editor', expectedVersion: 1 })).unchanged).toBe(
      true,
    );
    expect(await listRevisions(db, 'clientLogos', 'acme')).toHaveLength(1);
    expect((await getDocument(db, 'clientLogos', 'acme'))?.version).toBe(1);

    const changed = await saveDocument(db, 'clientLogos', logo('acme', 'Acme\nCorp'), {
      by: 'editor',
      expectedVersion: 1,
    });
    expect(changed.version).toBe(2);
    expect(changed.unchanged).toBeUndefined();
  });

  it('compares content as a visitor sees it', () => {
    expect(sameContent({ a: 'x  y\r\n z', b: [1, { c: ' d ' }] }, { b: [1, { c: 'd' }], a: 'x y\nz' })).toBe(true);
    expect(sameContent({ a: 'one\n\ntwo' }, { a: 'one\ntwo' })).toBe(false);
    expect(sameContent({ a: 'x', b: undefined }, { a: 'x' })).toBe(true);
    expect(sameContent({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
  it('refuses a save based on a stale version, so two admins never silently overwrite each other', async () => {
    const db = await fresh();
    await saveDocument(db, 'clientLogos', logo('acme', 'Acme'), { by: 'a', expectedVersion: 0 });
    await saveDocument(db, 'clientLogos', logo('acme', 'Acme by A'), { by: 'a', expectedVersion: 1 });
    await expect(
      saveDocument(db, 'clientLogos', logo('acme', 'Acme by B'), { by: 'b', expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(StaleVersionError);
    await expect(
      saveDocument(db, 'clientLogos', logo('acme', 'Acme again'), { by: 'b', expectedVersion: 0 }),
    ).rejects.toBeInstanceOf(StaleVersionError);
    expect((await getDocument(db, 'clientLogos', 'acme'))?.data.name).toBe('Acme by A');
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const db = await fresh();
    await saveDocument(db, 'clientLogos', logo('acme', 'Acme'), { by: 'a', expectedVersion: 0 });
    // better-sqlite3 is synchronous: a second connection in this same process would block the event loop while it
    // waits for the lock. SQLite writers in separate processes are covered by the SIGKILL burst test.
    const other = kind.name === 'postgres' ? opened().reopen().db : db;
    const results = await Promise.allSettled([
      saveDocument(db, 'clientLogos', logo('acme', 'From A'), { by: 'a', expectedVersion: 1 }),
      saveDocument(other, 'clientLogos', logo('acme', 'From B'), { by: 'b', expectedVersion: 1 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected && 'reason' in rejected ? rejected.reason : undefined).toBeInstanceOf(StaleVersionError);
    expect((await getDocument(db, 'clientLogos', 'acme'))?.version).toBe(2);
  });

  it('rejects an invalid document with the field that is wrong, and writes nothing', async () => {
    const db = await fresh();
    const error = await saveDocument(
      db,
      'clientLogos',
      { ...logo('acme', 'Acme'), image: 'javascript:alert(1)', extra: 1 },
      {
        by: 'admin',
        expectedVersion: 0,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentValidationError);
    const paths = (error as DocumentValidationError).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['image', '']));
    expect(await listDocuments(db, 'clientLogos')).toEqual([]);
  });

  it('serves cached reads, yet shows a write made through another connection on the next read', async () => {
    const db = await fresh();
    await saveDocument(db, 'clientLogos', logo('acme', 'Acme'), { by: 'a', expectedVersion: 0 });
    const first = await listDocuments(db, 'clientLogos');
    const again = await listDocuments(db, 'clientLogos');
    expect(again[0]).toBe(first[0]);

    const other = opened().reopen().db;
    await saveDocument(other, 'clientLogos', logo('acme', 'Acme renamed'), { by: 'b', expectedVersion: 1 });
    expect((await listDocuments(db, 'clientLogos'))[0]?.name).toBe('Acme renamed');
  });

  it('seeds an empty database, and a second run never overwrites what an admin saved', async () => {
    const db = await fresh();
    const v1: SeedFile = { clientLogos: [logo('acme', 'Acme'), logo('globex', 'Globex', 1)] };
    expect(await seedDatabase(db, [v1])).toEqual({ inserted: 2, updated: 0, kept: 0 });
    expect(await seedDatabase(db, [v1])).toEqual({ inserted: 0, updated: 0, kept: 2 });

    await saveDocument(db, 'clientLogos', logo('acme', 'Acme (edited by admin)'), { by: 'admin', expectedVersion: 1 });
    const v2: SeedFile = {
      clientLogos: [logo('acme', 'Acme v2'), logo('globex', 'Globex v2', 1), logo('initech', 'Initech', 2)],
    };
    expect(await seedDatabase(db, [v2])).toEqual({ inserted: 1, updated: 1, kept: 1 });

    const names = (await listDocuments(db, 'clientLogos')).map((l) => l.name).sort();
    expect(names).toEqual(['Acme (edited by admin)', 'Globex v2', 'Initech']);
  });

  it('loads the complete seed content, and every document reads back through its schema', async () => {
    const db = await fresh();
    const result = await seedDatabase(db, seedFiles);
    expect(result.inserted).toBeGreaterThan(150);
    expect(await listDocuments(db, 'projects')).toHaveLength(31);
    expect(await listDocuments(db, 'caseStudies')).toHaveLength(11);
    expect((await getDocument(db, 'settings', 'site'))?.data).toMatchObject({ foundedYear: 2020 });
    expect(await seedDatabase(db, seedFiles)).toMatchObject({ inserted: 0, updated: 0 });
  });

  // Several instances share a database only on PostgreSQL (README "Running more than one instance").
  it.runIf(kind.name === 'postgres')(
    'seeds once when two instances start on the same empty database at once',
    async () => {
      await fresh();
      const [a, b] = [opened().reopen(), opened().reopen()];
      const results = await Promise.all([seedDatabase(a.db, seedFiles), seedDatabase(b.db, seedFiles)]);
      expect(results.map((r) => r.inserted).sort((x, y) => x - y)).toEqual([
        0,
        results[0]!.inserted + results[1]!.inserted,
      ]);
      expect(await listDocuments(a.db, 'caseStudies')).toHaveLength(11);
    },
  );

  it('refuses invalid seed content, naming the document and field, and loads nothing', async () => {
    const db = await fresh();
    const bad = { clientLogos: [logo('acme', 'Acme'), { ...logo('bad', 'Bad'), image: 'data:image/png;base64,xx' }] };
    await expect(seedDatabase(db, [bad])).rejects.toThrow(SeedError);
    await expect(seedDatabase(db, [bad])).rejects.toThrow(/clientLogos\/bad image/);
    expect(await listDocuments(db, 'clientLogos')).toEqual([]);
  });
});

describe('SQLite durability settings', () => {
  it('opens in WAL mode with synchronous=FULL, foreign keys on and a busy timeout', async () => {
    const sqliteKind = databases.find((d) => d.name === 'sqlite')!;
    const opened = await sqliteKind.open();
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(opened.db)).rows[0] as Record<string, unknown>)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(Number(await pragma('busy_timeout'))).toBeGreaterThanOrEqual(1000);
    } finally {
      await opened.dispose();
    }
  });
});

describe.runIf(databases.some((d) => d.name === 'postgres'))('a PostgreSQL DATABASE_URL', () => {
  it('puts every table in the schema its ?schema= names', async () => {
    const schema = `url_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = connect(TEST_DATABASE_URL);
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('schema', schema);
    const handle = connect(url.toString());
    try {
      await migrateToLatest(handle.db);
      expect(handle.location).toMatch(new RegExp(`#${schema}$`));
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.tables where table_schema = ${schema}`.execute(admin.db);
      expect(rows[0]!.n).toBeGreaterThanOrEqual(tables.length);
    } finally {
      await handle.close();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.close();
    }
  });
});
