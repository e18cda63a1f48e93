/**
 * `npm run restore -- <file>`: replaces the site's database and media library with an archive's, after checking all of
 * it (README "Operations"). Stop the site first; the migrations run afterwards.
 */
import { parseArgs } from 'node:util';
import { env } from '../src/lib/env';
import { describeRestore, restoreBackup } from '../src/server/backup/restore';
import { siteStorage } from '../src/server/backup/storage';

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('usage: npm run restore -- <file>');
  console.log(describeRestore(await restoreBackup({ file, storage: siteStorage(env()) })));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
