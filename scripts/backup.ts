/**
 * `npm run backup -- <file> [--force]`: the site's database and media library in one archive (README "Operations"). The
 * site keeps serving meanwhile. `.tar.gz` / `.tgz` is gzipped; an existing file is replaced only with --force.
 */
import { parseArgs } from 'node:util';
import { env } from '../src/lib/env';
import { createBackup, describeBackup } from '../src/server/backup/backup';
import { siteStorage } from '../src/server/backup/storage';

try {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('usage: npm run backup -- <file.tar.gz> [--force]');
  const { BACKUP_KEY: key } = env();
  console.log(describeBackup(await createBackup({ file, force: values.force, storage: siteStorage(env()), key })));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
