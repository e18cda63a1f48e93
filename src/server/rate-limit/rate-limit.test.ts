import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { consume } from '.';

const databases = await testDatabases();

describe.each(databases)('rate limits on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('allows the limit, refuses the next with Retry-After, and allows again after the window', async () => {
    const db = await fresh();
    const limit = { points: 5, windowMs: 600_000 };
    const start = 1_000_000;
    for (let i = 0; i < 5; i++) expect((await consume(db, 'form:ip1', limit, start + i)).allowed).toBe(true);
    const sixth = await consume(db, 'form:ip1', limit, start + 10);
    expect(sixth.allowed).toBe(false);
    expect(sixth.retryAfter).toBe(600);
    expect((await consume(db, 'form:ip2', limit, start + 10)).allowed).toBe(true);
    expect((await consume(db, 'form:ip1', limit, start + 600_001)).allowed).toBe(true);
  });

  it('counts concurrent requests exactly', async () => {
    const db = await fresh();
    const limit = { points: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 12 }, () => consume(db, 'burst', limit, 5_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
