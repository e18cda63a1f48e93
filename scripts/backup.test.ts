import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';

const run = promisify(execFile);
/** The site's BACKUP_KEY in these runs. */
const KEY = 'the key this test site signs its backups with';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agency-backup-cli-'));
  const database = connect(`file:${path.join(dir, 'site.db')}`);
  await migrateToLatest(database.db);
  await database.close();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs a CLI as `npm run` does, on the test's site: its exit code and what it printed. */
async function cli(script: 'backup' | 'restore', args: string[], { key = KEY }: { key?: string } = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
  };
  if (key) env.BACKUP_KEY = key;
  else delete env.BACKUP_KEY;
  const command = ['--conditions=react-server', '--import', 'tsx', `scripts/${script}.ts`, ...args];
  return run(process.execPath, command, { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run backup and npm run restore', () => {
  it('say what they did in one line, and refuse in one line with a non-zero exit', async () => {
    const file = path.join(dir, 'site.tar.gz');
    const backup = await cli('backup', [file]);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(
      /^Backed up to .*site\.tar\.gz: 2 entries \(manifest, database, 0 media files\), .* in [\d.]+ s\. Signed with BACKUP_KEY\.\n$/,
    );

    const [again, foreign] = await Promise.all([cli('backup', [file]), cli('restore', ['package.json'])]);
    expect(again).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `${file} already exists: pass --force to replace it.\n`,
    });
    expect(foreign).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Not a backup archive: package.json is not a tar file.\n',
    });

    const restore = await cli('restore', [file]);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(
      /^Restored .*site\.tar\.gz \(made .* by version .*\) into .*site\.db with 0 media files; now at \S+, in [\d.]+ s\. Its signature matched BACKUP_KEY\.\n$/,
    );
  }, 60_000);

  it('restore an archive without BACKUP_KEY only when told --unsigned, and say it was not authenticated (H4)', async () => {
    const file = path.join(dir, 'unsigned.tar');
    const backup = await cli('backup', [file], { key: '' });
    expect(backup.stdout).toMatch(/ Not signed: BACKUP_KEY is not set, .* \(it needs --unsigned\)\.\n$/);

    const refused = await cli('restore', [file], { key: '' });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(
      /^Not restored: .*unsigned\.tar cannot be authenticated because BACKUP_KEY is not set\./,
    );
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);

    const vouched = await cli('restore', [file, '--unsigned'], { key: '' });
    expect(vouched).toMatchObject({ code: 0, stderr: '' });
    expect(vouched.stdout).toMatch(
      / NOT AUTHENTICATED: it was not signed, and was restored on your word \(--unsigned\)\.\n$/,
    );
  }, 60_000);
});
