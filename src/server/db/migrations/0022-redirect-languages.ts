import { sql, type Kysely, type Migration } from 'kysely';
import { defaultLocale, locales } from '@/lib/locales';

const prefixed = new RegExp(`^/(?:${locales.filter((locale) => locale !== defaultLocale).join('|')})(?:/|$)`, 'i');

/**
 * Redirects an owner adds answer in every language (`/old-pricing` and `/es/old-pricing`) and may be temporary (302):
 * a `permanent` flag (1 for every existing rule), and the manual rules named without a language prefix, whose target
 * is gone, a full address or another unprefixed path, made `localized` as the new ones are.
 */
export const redirectLanguages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('redirects')
      .addColumn('permanent', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    const manual = await sql<{ id: number; source: string; target: string | null }>`
      select id, source, target from redirects where kind = 'manual' and localized = 0`.execute(db);
    for (const rule of manual.rows) {
      const target = rule.target;
      const everyLanguage =
        !prefixed.test(rule.source) && (target === null || !target.startsWith('/') || !prefixed.test(target));
      if (everyLanguage) await sql`update redirects set localized = 1 where id = ${rule.id}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('redirects').dropColumn('permanent').execute();
  },
};
