/**
 * What share of the visitor-facing texts is written in each language, per collection:
 *   npm run i18n:report            — the content in the site's database (DATABASE_URL), as visitors get it
 *   npm run i18n:report -- --seed  — the seed files and their translations
 * Untranslated texts show in English on the other languages' pages, marked lang="en".
 */
import type { CollectionName } from '../src/content';
import { seedFiles } from '../src/content/seed';
import { translationCoverage } from '../src/content/translations';
import { env } from '../src/lib/env';
import { locales } from '../src/lib/locales';
import { connect } from '../src/server/db/connect';

async function documents(): Promise<{ collection: string; data: unknown }[]> {
  if (process.argv.includes('--seed'))
    return seedFiles.flatMap((file) =>
      (Object.keys(file) as CollectionName[]).flatMap((collection) =>
        (file[collection] ?? []).map((data) => ({ collection, data })),
      ),
    );
  const { db, close } = connect(env().DATABASE_URL);
  try {
    const rows = await db.selectFrom('documents').select(['collection', 'data']).execute();
    return rows.map((row) => ({ collection: row.collection, data: JSON.parse(row.data) as unknown }));
  } finally {
    await close();
  }
}

const rows = [...translationCoverage(await documents())].sort(([a], [b]) => a.localeCompare(b));
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
  ...locales.filter((l) => l !== 'en').map((l) => percent(counts[l])),
]);
const widths = header.map((_, i) => Math.max(...[header, ...table].map((row) => row[i]!.length)));
for (const row of [header, ...table]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
