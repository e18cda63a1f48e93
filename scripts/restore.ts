/**
 * `npm run restore -- <file>`: replaces the site's database and media library with an archive's, after checking all of
 * it (README "Operations"): signed with BACKUP_KEY, or vouched for with --unsigned. Stop the site first; the migrations
 * run afterwards.
 */
import { parseArgs } from 'node:util';
import { env } from '../src/lib/env';
import { describeRestore, restoreBackup } from '../src/server/backup/restore';
import { siteStorage } from '../src/server/backup/storage';

try {
  const { values, positionals } = parseArgs({ options: { unsigned: { type: 'boolean' } }, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('usage: npm run restore -- <file> [--unsigned]');
  const { BACKUP_KEY: key } = env();
  const storage = siteStorage(env());
  console.log(describeRestore(await restoreBackup({ file, storage, key, unsigned: values.unsigned })));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
