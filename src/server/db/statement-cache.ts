import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * A SQLite connection that prepares each SQL text once. Kysely's SQLite driver prepares every query it runs; the page
 * cache reads the content stamp on every request, so preparing it again each time was a tenth of a cached page's cost
 * under load. Statements are reused one at a time (the driver runs one query at a time on its connection) and the
 * least recently used is dropped past `limit`, so queries whose text varies (an `in` list of varying length) cannot
 * grow it without end. SQLite prepares a statement again by itself when the schema changes under it.
 */
export function withStatementCache(database: SqliteDatabase, limit = 256): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const known = statements.get(sql);
      if (known) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(sql);
        statements.set(sql, known);
        return known;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > limit) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
