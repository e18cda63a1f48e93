import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** Whether a database handle (or a transaction on one) speaks PostgreSQL. */
export async function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incrementing integer primary key named `id`, spelled the way each dialect wants it. */
export function autoIncrementId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
