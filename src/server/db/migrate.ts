import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationResult } from 'kysely';
import type { Database } from './schema';
import { migrations as allMigrations } from './migrations';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface MigrationOutcome {
  applied: string[];
  /** The name of the newest migration now applied. */
  level: string | null;
}

/**
 * On PostgreSQL the migrator is told the connection's schema: otherwise it takes a migration table in any other schema
 * of the database (another app's, another test's) for its own, skips creating it, and then finds none in its own.
 */
async function migratorFor(db: Kysely<Database>, migrations: Record<string, Migration>): Promise<Migrator> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = postgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
}

/**
 * Brings the database to the newest migration. The migrations run in one transaction on both dialects, so a failure
 * leaves the database exactly as it was and throws a MigrationError that names the migration.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  migrations: Record<string, Migration> = allMigrations,
): Promise<MigrationOutcome> {
  const migrator = await migratorFor(db, migrations);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r: MigrationResult) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Database migration "${failed}" failed: ${reason}. No migration of this run was applied; the database is unchanged.`,
    );
  }
  return { applied: results.map((r) => r.migrationName), level: await migrationLevel(db) };
}

/** The newest applied migration, or null when none ran yet. */
export async function migrationLevel(db: Kysely<Database>): Promise<string | null> {
  const migrator = await migratorFor(db, allMigrations);
  const applied = (await migrator.getMigrations()).filter((m) => m.executedAt);
  return applied.at(-1)?.name ?? null;
}

/** The name of the newest migration this code knows. */
export const latestMigration: string = Object.keys(allMigrations).sort().at(-1) ?? '';
