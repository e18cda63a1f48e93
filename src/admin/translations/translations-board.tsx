import { z } from 'zod';
import type { CollectionName, DocumentOf } from '@/content';
import { adminTime } from '@/lib/admin-time';
import type { Locale } from '@/lib/locales';
import { localizedByPath, translatedLocales } from '@/lib/stale-translations';
import { getDb } from '@/server/db';
import { readCollection } from '@/server/queries/documents';
import { allStaleTranslations } from '@/server/queries/translations';
import editorCopy from '@messages/admin/editor.json';
import copy from '@messages/admin/translations.json';
import { itemPathOf, type CollectionDefinition } from '../collection/definition';
import { fieldLabel } from '../collection/form-fields';
import { collectionDefinitions } from '../collections';
import { fill } from '../fill';
import type { SectionQuery } from '../section-query';

/** How many rows of one language the board lists (the counts above it are whole). */
const SHOWN = 200;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const boardQuerySchema = z.object({
  lang: z
    .enum(translatedLocales as ['es', 'de', 'ar'])
    .optional()
    .catch(undefined),
  show: z.enum(['stale', 'missing']).optional().catch(undefined),
});

interface BoardRow {
  locale: Locale;
  kind: 'stale' | 'missing';
  item: string;
  title: string;
  field: string;
  href: string;
  markedAt?: number;
}

/** The definition an item is edited through: its collection's, or a fixed page's own (`pages.home`). */
function definitionFor(collection: string, id: string): CollectionDefinition | undefined {
  return collectionDefinitions.get(collection) ?? collectionDefinitions.get(`${collection}.${id}`);
}

/** Every text of every item in every language that is missing or stale, stale first, then in the admin's order. */
async function boardRows(): Promise<BoardRow[]> {
  const db = getDb();
  const collections = [...new Set([...collectionDefinitions.values()].map((definition) => definition.collection))];
  const documents = new Map(
    await Promise.all(collections.map(async (name) => [name, await readCollection(db, name)] as const)),
  );
  const row = (collection: CollectionName, id: string, path: string, locale: Locale) => {
    const definition = definitionFor(collection, id);
    const stored = documents.get(collection)?.get(id);
    if (!definition || !stored) return undefined;
    return {
      locale,
      item: definition.singular,
      title: definition.titleOf(stored.data as DocumentOf<CollectionName>),
      field: fieldLabel(definition.fields, path),
      href: `${itemPathOf(definition, id)}?lang=${locale}`,
    };
  };
  const stale = (await allStaleTranslations(db)).flatMap((mark) => {
    const found = row(mark.collection as CollectionName, mark.document_id, mark.path, mark.locale as Locale);
    return found ? [{ ...found, kind: 'stale' as const, markedAt: Number(mark.marked_at) }] : [];
  });
  const missing: BoardRow[] = [];
  for (const [collection, items] of documents)
    for (const [id, stored] of items)
      for (const [path, text] of localizedByPath(stored.data))
        for (const locale of translatedLocales)
          if (text.en && !text[locale]) {
            const found = row(collection, id, path, locale);
            if (found) missing.push({ ...found, kind: 'missing' });
          }
  return [...stale, ...missing];
}

/**
 * `/admin/translations`: per language, every text that needs an update (its English changed since it was translated)
 * and every one missing, each with a link that opens its editor in that language. `?lang=` and `?show=` narrow it.
 */
export async function TranslationsBoard({ query }: { query: SectionQuery }) {
  const { lang, show } = boardQuerySchema.parse({ lang: one(query.lang), show: one(query.show) });
  const rows = await boardRows();
  const languages = lang ? [lang] : translatedLocales;
  const names = editorCopy.languages;
  const select =
    'rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
        <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{copy.intro}</p>
      </div>
      <form method="get" action="/admin/translations" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {copy.filter.language}
          <select name="lang" defaultValue={lang ?? ''} className={select}>
            <option value="">{[names.es, names.de, names.ar].join(', ')}</option>
            {translatedLocales.map((locale) => (
              <option key={locale} value={locale}>
                {names[locale]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {copy.filter.show}
          <select name="show" defaultValue={show ?? ''} className={select}>
            <option value="">{copy.filter.all}</option>
            <option value="stale">{copy.filter.stale}</option>
            <option value="missing">{copy.filter.missing}</option>
          </select>
        </label>
        <button
          type="submit"
          className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white dark:bg-white dark:text-slate-900"
        >
          {copy.filter.submit}
        </button>
      </form>
      {languages.map((locale) => {
        const mine = rows.filter((row) => row.locale === locale);
        const shown = mine.filter((row) => !show || row.kind === show);
        const count = (kind: BoardRow['kind']) => mine.filter((row) => row.kind === kind).length;
        return (
          <section key={locale} aria-labelledby={`translations-${locale}`}>
            <h3 id={`translations-${locale}`} className="text-lg font-semibold">
              {names[locale]}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {fill(copy.summary, { stale: count('stale'), missing: count('missing') })}
            </p>
            {shown.length === 0 ? (
              <p className="mt-3 text-slate-600 dark:text-slate-300">{fill(copy.none, { language: names[locale] })}</p>
            ) : (
              <ul
                aria-label={names[locale]}
                className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
              >
                {shown.slice(0, SHOWN).map((row, index) => (
                  <li key={index} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                    <span
                      className={
                        row.kind === 'stale'
                          ? 'rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-200'
                          : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                      }
                    >
                      {row.kind === 'stale' ? copy.needsUpdate : copy.missing}
                    </span>
                    <span className="min-w-0 flex-1">
                      <a
                        href={row.href}
                        aria-label={`${fill(copy.open, { language: names[locale] })}: ${row.item} “${row.title}”, ${row.field}`}
                        className="font-semibold text-ember-700 underline underline-offset-2 hover:no-underline dark:text-ember-500"
                      >
                        {row.title}
                      </a>
                      <span className="text-slate-600 dark:text-slate-400">
                        {' '}
                        · {row.item} › {row.field}
                      </span>
                    </span>
                    {row.markedAt && (
                      <span className="text-slate-600 dark:text-slate-400">
                        {fill(copy.since, { when: adminTime(row.markedAt) })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {shown.length > SHOWN && (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                {fill(copy.more, { count: shown.length - SHOWN })}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
