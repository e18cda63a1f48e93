import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../../tests/support/databases';
import { freshDatabase } from '../../../../tests/support/fresh-database';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

const databases = await testDatabases();
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0024'));

describe.each(databases)('migration 0024 on $name', (kind: TestDatabase) => {
  const { empty } = freshDatabase(kind);

  it('keeps the office hours once, and makes texts name the settings’ phone and e-mail', async () => {
    const db = await empty();
    await migrateToLatest(db, before);
    const settings = {
      id: 'site',
      phone: '+1 555 0100',
      emails: { contact: 'office@example.com', partnerships: 'p@example.com' },
      hours: [{ en: 'Monday–Friday: 9am–6pm' }],
      openingHours: [{ days: ['Mo'], opens: '09:00', closes: '18:00' }],
    };
    const doc = (collection: string, id: string, data: unknown) => ({
      collection,
      id,
      data: JSON.stringify(data),
      version: 2,
      updated_at: 1,
      updated_by: 'Owner',
    });
    await db
      .insertInto('documents')
      .values([
        doc('settings', 'site', settings),
        doc('seo', 'contact', {
          id: 'contact',
          description: { en: 'Call +1 555 0100 or write to office@example.com.', es: 'Llame al +1 (903) 555-0147.' },
        }),
        doc('pages', 'terms', { id: 'terms', body: { en: 'E-mail hello@emberline.dev.' } }),
        doc('services', 'web3', { id: 'web3', note: 'Call +1 555 0100' }),
      ])
      .execute();
    await db
      .insertInto('document_revisions')
      .values({
        collection: 'settings',
        document_id: 'site',
        previous_version: 1,
        previous_data: JSON.stringify(settings),
        changed_by: 'Owner',
        changed_at: 1,
      })
      .execute();
    await db
      .insertInto('stale_translations')
      .values({
        collection: 'settings',
        document_id: 'site',
        path: 'hours.0',
        locale: 'es',
        english: 'x',
        marked_at: 1,
      })
      .execute();
    await db.insertInto('collection_versions').values({ collection: 'seo', version: 4 }).execute();

    await migrateToLatest(db);
    const data = async (collection: string, id: string) =>
      JSON.parse(
        (
          await db
            .selectFrom('documents')
            .select('data')
            .where('collection', '=', collection)
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).data,
      ) as Record<string, unknown>;
    const site = await data('settings', 'site');
    expect(site).not.toHaveProperty('hours');
    expect(site.openingHours).toEqual(settings.openingHours);
    const revision = await db.selectFrom('document_revisions').select('previous_data').executeTakeFirstOrThrow();
    expect(JSON.parse(revision.previous_data!)).not.toHaveProperty('hours');
    expect(await db.selectFrom('stale_translations').selectAll().execute()).toEqual([]);
    expect((await data('seo', 'contact')).description).toEqual({
      en: 'Call {phone} or write to {email}.',
      es: 'Llame al {phone}.',
    });
    expect((await data('pages', 'terms')).body).toEqual({ en: 'E-mail {email}.' });
    // Only the texts that name the contact facts are rewritten.
    expect((await data('services', 'web3')).note).toBe('Call +1 555 0100');
    const counter = await db
      .selectFrom('collection_versions')
      .select('version')
      .where('collection', '=', 'seo')
      .executeTakeFirstOrThrow();
    expect(counter.version).toBe(5);
  });
});
