import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import { locales, type Locale } from '@/lib/locales';
import { translationChanges, type StaleMap } from '@/lib/stale-translations';
import type { Database } from '@/server/db/schema';

/**
 * Translation freshness: when a published version changes the English of a text and not its Spanish, German or
 * Arabic, those translations are marked as needing an update (they stay on the site), with the English they were
 * written from, so the editor can show what changed. A translator's rewrite, an emptied text or "Mark as up to date"
 * clears the mark. Written in the transaction of every published write (documents.ts).
 */
export async function recordTranslationChanges(
  trx: Kysely<Database>,
  collection: CollectionName,
  documentId: string,
  before: unknown,
  after: unknown,
  now = Date.now(),
): Promise<void> {
  const { stale, current, paths } = translationChanges(before, after);
  const marked = await trx
    .selectFrom('stale_translations')
    .select(['path', 'locale'])
    .where('collection', '=', collection)
    .where('document_id', '=', documentId)
    .execute();
  const cleared = new Set(current.map(({ path, locale }) => `${locale}:${path}`));
  for (const row of marked)
    if (!paths.has(row.path) || cleared.has(`${row.locale}:${row.path}`))
      await trx
        .deleteFrom('stale_translations')
        .where('collection', '=', collection)
        .where('document_id', '=', documentId)
        .where('path', '=', row.path)
        .where('locale', '=', row.locale)
        .execute();
  if (stale.length === 0) return;
  // A translation already marked keeps the English it was first written from: the diff shows every change since.
  await trx
    .insertInto('stale_translations')
    .values(
      stale.map(({ path, locale, english }) => ({
        collection,
        document_id: documentId,
        path,
        locale,
        english,
        marked_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['collection', 'document_id', 'path', 'locale']).doNothing())
    .execute();
}

/** An item's stale translations, by path and language. */
export async function staleTranslations(
  db: Kysely<Database>,
  collection: CollectionName,
  documentId: string,
): Promise<StaleMap> {
  const rows = await db
    .selectFrom('stale_translations')
    .select(['path', 'locale', 'english'])
    .where('collection', '=', collection)
    .where('document_id', '=', documentId)
    .execute();
  const stale: StaleMap = {};
  for (const row of rows) if (isLocale(row.locale)) (stale[row.path] ??= {})[row.locale] = row.english;
  return stale;
}

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** "Mark as up to date": the translation is right as it is. True when it was marked. */
export async function markTranslationCurrent(
  db: Kysely<Database>,
  {
    collection,
    documentId,
    path,
    locale,
  }: { collection: CollectionName; documentId: string; path: string; locale: Locale },
): Promise<boolean> {
  const result = await db
    .deleteFrom('stale_translations')
    .where('collection', '=', collection)
    .where('document_id', '=', documentId)
    .where('path', '=', path)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every stale translation of the site, for the Translations board and `npm run i18n:report`. */
export async function allStaleTranslations(db: Kysely<Database>) {
  return db
    .selectFrom('stale_translations')
    .select(['collection', 'document_id', 'path', 'locale', 'english', 'marked_at'])
    .orderBy('collection')
    .orderBy('document_id')
    .orderBy('path')
    .execute();
}

/** A trashed item's marks go with it; a renamed one's follow it. */
export async function dropStaleTranslations(trx: Kysely<Database>, collection: CollectionName, documentId: string) {
  await trx
    .deleteFrom('stale_translations')
    .where('collection', '=', collection)
    .where('document_id', '=', documentId)
    .execute();
}

export async function moveStaleTranslations(
  trx: Kysely<Database>,
  collection: CollectionName,
  from: string,
  to: string,
) {
  await trx
    .updateTable('stale_translations')
    .set({ document_id: to })
    .where('collection', '=', collection)
    .where('document_id', '=', from)
    .execute();
}
