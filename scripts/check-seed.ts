/**
 * Validates seed files against the content schemas: `npx tsx scripts/check-seed.ts src/content/seed/projects-a.ts`.
 * With no argument it checks every file of src/content/seed. Prints each problem with its collection, id and field.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateSeedFile, type SeedFile } from '../src/content';

const seedDir = path.resolve('src/content/seed');
const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => path.resolve(file))
  : readdirSync(seedDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
      .map((name) => path.join(seedDir, name));

let failures = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(file).href)) as { default: SeedFile };
  const counts = Object.entries(mod.default).map(([c, docs]) => `${c}: ${(docs as unknown[]).length}`);
  const problems = validateSeedFile(mod.default);
  failures += problems.length;
  console.log(
    `${path.relative(process.cwd(), file)} (${counts.join(', ')}): ${problems.length ? `${problems.length} problem(s)` : 'valid'}`,
  );
  for (const p of problems) console.log(`  ${p.collection}/${p.id} ${p.path || '(document)'}: ${p.message}`);
}
process.exit(failures ? 1 : 0);
