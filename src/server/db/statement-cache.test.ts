import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('the SQLite statement cache', () => {
  const open: { close(): void }[] = [];
  afterEach(() => open.splice(0).forEach((database) => database.close()));

  const database = (limit?: number) => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite, limit);
    open.push(cached);
    return { sqlite, cached };
  };

  it('prepares a SQL text once and hands the same statement back', () => {
    const { cached } = database();
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
  });

  it('drops the least recently used statement past its limit', () => {
    const { cached } = database(2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('runs Kysely queries as before, parameters and schema changes included', async () => {
    const { cached } = database();
    const db = new Kysely<{ notes: { id: number; text: string } }>({
      dialect: new SqliteDialect({ database: cached }),
    });
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await db.insertInto('notes').values({ id: 1, text: 'first' }).execute();
    await db.insertInto('notes').values({ id: 2, text: 'second' }).execute();
    const read = (id: number) => db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst();
    expect(await read(1)).toEqual({ id: 1, text: 'first' });
    expect(await read(2)).toEqual({ id: 2, text: 'second' });
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect(await read(2)).toEqual({ id: 2, text: 'second', pinned: 0 });
  });
});
