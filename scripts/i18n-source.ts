/**
 * Writes the English text of every localized seed field as the translators' source, one JSON file per seed file:
 * `npx tsx scripts/i18n-source.ts <dir>`. Keys are those of content/seed/translations/<locale>/<file>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { englishSeed } from '@/content/seed/english';
import { englishSource } from '@/content/translations';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: tsx scripts/i18n-source.ts <output directory>');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
for (const [name, file] of Object.entries(englishSeed)) {
  const source = englishSource(file);
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(source, null, 2)}\n`);
  console.log(`${name}: ${Object.keys(source).length} fields`);
}
