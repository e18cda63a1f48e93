/**
 * What share of the visitor-facing texts is written in each language, per collection:
 *   npm run i18n:report            — the content in the site's database (DATABASE_URL), as visitors get it, with how
 *                                    many translations need an update (their English changed since; "3 stale")
 *   npm run i18n:report -- --seed  — the seed files and their translations
 * Untranslated texts show in English on the other languages' pages, marked lang="en".
 */
import type { CollectionName } from '../src/content';
import { seedFiles } from '../src/content/seed';
import { translationCoverage } from '../src/content/translations';
import { env } from '../src/lib/env';
import { locales } from '../src/lib/locales';
import { connect } from '../src/server/db/connect';
import { allStaleTranslations } from '../src/server/queries/translations';

interface Content {
  documents: { collection: string; data: unknown }[];
  /** Stale translations by collection and language (none for the seed files, which have no history). */
  stale: Map<string, number>;
}

async function content(): Promise<Content> {
  if (process.argv.includes('--seed'))
    return {
      documents: seedFiles.flatMap((file) =>
        (Object.keys(file) as CollectionName[]).flatMap((collection) =>
          (file[collection] ?? []).map((data) => ({ collection, data })),
        ),
      ),
      stale: new Map(),
    };
  const { db, close } = connect(env().DATABASE_URL);
  try {
    const rows = await db.selectFrom('documents').select(['collection', 'data']).execute();
    const stale = new Map<string, number>();
    for (const mark of await allStaleTranslations(db))
      stale.set(`${mark.collection}:${mark.locale}`, (stale.get(`${mark.collection}:${mark.locale}`) ?? 0) + 1);
    return {
      documents: rows.map((row) => ({ collection: row.collection, data: JSON.parse(row.data) as unknown })),
      stale,
    };
  } finally {
    await close();
  }
}

const { documents, stale } = await content();
const rows = [...translationCoverage(documents)].sort(([a], [b]) => a.localeCompare(b));
if (!rows.length) {
  console.log('No content yet: start the site once (npm start) or pass --seed.');
  process.exit(0);
}
const percent = ({ translated, total }: { translated: number; total: number }) =>
  total ? `${((translated / total) * 100).toFixed(1)} %` : '—';
const header = ['collection', 'texts', ...locales.filter((l) => l !== 'en')];
const table = rows.map(([collection, counts]) => [
  collection,
  String(counts.en.total),
  ...locales
    .filter((l) => l !== 'en')
    .map((l) => {
      const marked = stale.get(`${collection}:${l}`);
      return marked ? `${percent(counts[l])}, ${marked} stale` : percent(counts[l]);
    }),
]);
const widths = header.map((_, i) => Math.max(...[header, ...table].map((row) => row[i]!.length)));
for (const row of [header, ...table]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
