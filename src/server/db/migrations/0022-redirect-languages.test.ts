import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../../tests/support/databases';
import { freshDatabase } from '../../../../tests/support/fresh-database';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

const databases = await testDatabases();
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0022'));

describe.each(databases)('migration 0022 on $name', (kind: TestDatabase) => {
  const { empty } = freshDatabase(kind);

  it('makes the redirects added by hand without a language answer in every language, and every rule permanent', async () => {
    const db = await empty();
    await migrateToLatest(db, before);
    const rule = (source: string, target: string | null, kind: 'manual' | 'renamed', localized: number) => ({
      source,
      target,
      kind,
      localized,
      created_at: 1,
      created_by: 'Owner',
      updated_at: 1,
    });
    await db
      .insertInto('redirects')
      .values([
        rule('/old-pricing', '/pricing-calculator', 'manual', 0),
        rule('/careers', 'https://jobs.example.com/', 'manual', 0),
        rule('/retired', null, 'manual', 0),
        rule('/es/oferta', '/es/pricing-calculator', 'manual', 0),
        rule('/promo', '/de/pricing-calculator', 'manual', 0),
        rule('/blog/old', '/blog/new', 'renamed', 1),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('redirects')
      .select(['source', 'localized', 'permanent'])
      .orderBy('source')
      .execute();
    expect(rows.map((row) => [row.source, Number(row.localized), Number(row.permanent)])).toEqual([
      ['/blog/old', 1, 1],
      ['/careers', 1, 1],
      ['/es/oferta', 0, 1],
      ['/old-pricing', 1, 1],
      ['/promo', 0, 1],
      ['/retired', 1, 1],
    ]);
  });
});
