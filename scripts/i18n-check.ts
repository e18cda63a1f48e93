/**
 * Checks translation files against the English seed and catalogs: `npx tsx scripts/i18n-check.ts <locale> [file ...]`
 * (file: a seed file name such as `services`, or `messages`). Prints every problem; exits 1 when there is one.
 */
import { readFileSync } from 'node:fs';
import { englishSeed, type SeedFileName } from '@/content/seed/english';
import { checkSeedTranslation } from '@/content/translation-check';
import { checkCatalog } from '@/i18n/catalog-check';
import { messageFiles } from '@/i18n/messages';
import { isLocale } from '@/lib/locales';

const [locale, ...names] = process.argv.slice(2);
if (!isLocale(locale) || locale === 'en') {
  console.error('Usage: tsx scripts/i18n-check.ts <es|de|ar> [seed file name | messages ...]');
  process.exit(2);
}
const wanted = names.length ? names : [...Object.keys(englishSeed), 'messages'];
let count = 0;
const report = (where: string, key: string, message: string) => {
  count++;
  console.log(`${where} ${key}: ${message}`);
};
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

for (const name of wanted) {
  if (name === 'messages') {
    for (const file of messageFiles) {
      const where = `messages/${locale}/${file}.json`;
      for (const p of checkCatalog(readJson(`messages/en/${file}.json`), readJson(where), locale))
        report(where, p.key, p.message);
    }
    continue;
  }
  if (!(name in englishSeed)) {
    console.error(`No seed file named ${name}`);
    process.exit(2);
  }
  const where = `src/content/seed/translations/${locale}/${name}.json`;
  const translation = readJson(where) as Record<string, string>;
  for (const p of checkSeedTranslation(englishSeed[name as SeedFileName], locale, translation))
    report(where, p.key, p.message);
}
console.log(count ? `${count} problem(s)` : 'No problems.');
process.exit(count ? 1 : 0);
