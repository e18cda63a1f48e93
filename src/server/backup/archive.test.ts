import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pack } from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryDataOffset } from '../../../tests/support/tar-entries';
import { readArchive, wantsGzip, writeArchive } from './archive';
import { BackupError } from './errors';
import { BACKUP_FORMAT, BACKUP_VERSION, type Manifest, type ManifestEntry } from './manifest';

const KEY = '0123456789abcdef0123/master.jpeg';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agency-archive-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Two source files and the manifest that lists them. */
async function sources(): Promise<{ manifest: Manifest; files: Map<string, string>; contents: Map<string, Buffer> }> {
  const contents = new Map([
    ['database/site.sqlite', Buffer.from('SQLite format 3\0'.padEnd(3000, 'x'))],
    [`media/${KEY}`, Buffer.from([0xff, 0xd8, 0xff, ...Array.from({ length: 700 }, (_, i) => i % 256)])],
  ]);
  const files = new Map<string, string>();
  const entries: ManifestEntry[] = [];
  for (const [name, bytes] of contents) {
    const file = path.join(dir, name.replaceAll('/', '_'));
    await writeFile(file, bytes);
    files.set(name, file);
    entries.push({ name, size: bytes.length, sha256: sha256(bytes) });
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    app: { name: 'agency-site', version: '0.1.0' },
    database: { dialect: 'sqlite', migrations: ['0001-initial'] },
    media: { store: 'files' },
    entries,
  };
  return { manifest, files, contents };
}

/** Reads an archive into memory: entry name → bytes. */
async function readBack(file: string, accept: (manifest: Manifest) => void = () => undefined) {
  const received = new Map<string, Buffer>();
  const manifest = await readArchive(file, {
    accept,
    target: (entry) => {
      const chunks: Buffer[] = [];
      return new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          received.set(entry.name, Buffer.concat(chunks));
          callback();
        },
      });
    },
  });
  return { manifest, received };
}

async function archive(name = 'site.tar') {
  const { manifest, files, contents } = await sources();
  const file = path.join(dir, name);
  await writeArchive(file, manifest, files, { gzip: wantsGzip(name) });
  return { file, manifest, contents };
}

/** A tar of the given entries, written with tar-stream as any other program would. */
async function otherTar(entries: [string, Buffer][]): Promise<string> {
  const file = path.join(dir, 'other.tar');
  const packer = pack();
  const written = pipeline(packer, createWriteStream(file));
  for (const [name, bytes] of entries) packer.entry({ name }, bytes);
  packer.finalize();
  await written;
  return file;
}

describe('the backup archive', () => {
  it('is a plain tar with the manifest first, and reads back entry for entry', async () => {
    const { file, manifest, contents } = await archive();
    expect(execFileSync('tar', ['-tf', file]).toString().trim().split('\n')).toEqual([
      'manifest.json',
      'database/site.sqlite',
      `media/${KEY}`,
    ]);
    const back = await readBack(file);
    expect(back.manifest).toEqual(manifest);
    expect(back.received).toEqual(contents);
  });

  it('is gzipped when its name ends in .tar.gz, and is read back whatever it is called', async () => {
    const { file, contents } = await archive('site.tar.gz');
    expect((await readFile(file)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(execFileSync('tar', ['-tzf', file]).toString()).toMatch(/^manifest\.json\n/);
    const renamed = path.join(dir, 'renamed.bin');
    await writeFile(renamed, await readFile(file));
    expect((await readBack(renamed)).received).toEqual(contents);
  });

  it('fails the backup when a file changes after it was listed', async () => {
    const { manifest, files } = await sources();
    await writeFile(files.get(`media/${KEY}`)!, 'changed meanwhile');
    await expect(writeArchive(path.join(dir, 'site.tar'), manifest, files, { gzip: false })).rejects.toThrow(
      `media/${KEY} changed while it was being backed up`,
    );
  });

  it.runIf(process.platform === 'linux')('reports a full disk instead of waiting for it to drain', async () => {
    const { manifest, files } = await sources();
    // Larger than the streams' buffers, so the copy is waiting on the full output when it fails.
    const big = Buffer.alloc(4 * 1024 * 1024, 7);
    await writeFile(files.get('database/site.sqlite')!, big);
    manifest.entries[0] = { name: 'database/site.sqlite', size: big.length, sha256: sha256(big) };
    await expect(writeArchive('/dev/full', manifest, files, { gzip: false })).rejects.toThrow(/ENOSPC/);
  });

  it('lets the reader refuse on the manifest before any entry is read', async () => {
    const { file } = await archive();
    let targets = 0;
    const refusal = readArchive(file, {
      accept: () => {
        throw new Error('another dialect');
      },
      target: () => {
        targets++;
        return new Writable({ write: (_chunk, _encoding, callback) => callback() });
      },
    });
    await expect(refusal).rejects.toThrow('another dialect');
    expect(targets).toBe(0);
  });
});

describe('a damaged, foreign or other file is refused', () => {
  it('a file that is not a tar', async () => {
    const file = path.join(dir, 'notes.tar');
    await writeFile(file, 'These are not the bytes you are looking for.\n'.repeat(40));
    await expect(readBack(file)).rejects.toThrow(`Not a backup archive: ${file} is not a tar file.`);
    await writeFile(file, '');
    await expect(readBack(file)).rejects.toThrow(/^Not a backup archive: .* holds no entries/);
  });

  it('a tar of other files, as foreign', async () => {
    const file = await otherTar([
      ['notes.txt', Buffer.from('hello')],
      ['random.bin', Buffer.from([1, 2, 3])],
    ]);
    await expect(readBack(file)).rejects.toThrow(/^Foreign archive: .*its first entry is "notes.txt"/);
  });

  it('another program’s manifest.json, as foreign', async () => {
    const file = await otherTar([['manifest.json', Buffer.from('{"name":"other","files":[]}')]]);
    await expect(readBack(file)).rejects.toThrow(/^Foreign archive: .*not an emberline-backup manifest/);
  });

  it('a backup of a newer format version, saying which', async () => {
    const { manifest } = await sources();
    const file = await otherTar([['manifest.json', Buffer.from(JSON.stringify({ ...manifest, version: 2 }))]]);
    await expect(readBack(file)).rejects.toThrow(/^Foreign archive: .*format version 2.*reads version 1/);
  });

  it('an entry whose bytes were flipped, naming it', async () => {
    const { file } = await archive();
    const bytes = await readFile(file);
    const { offset, size } = entryDataOffset(bytes, `media/${KEY}`);
    bytes[offset + Math.floor(size / 2)]! ^= 0xff;
    await writeFile(file, bytes);
    await expect(readBack(file)).rejects.toThrow(
      `Damaged archive: media/${KEY} does not match its SHA-256 in the manifest (${file})`,
    );
  });

  it('an archive cut short inside an entry, naming it', async () => {
    const { file } = await archive();
    const bytes = await readFile(file);
    const { offset } = entryDataOffset(bytes, 'database/site.sqlite');
    await writeFile(file, bytes.subarray(0, offset + 1000));
    await expect(readBack(file)).rejects.toThrow(
      /^Damaged archive: database\/site\.sqlite is cut short: the archive is truncated/,
    );
  });

  it('an archive cut short between entries, naming the one missing', async () => {
    const { file } = await archive();
    const bytes = await readFile(file);
    const { offset } = entryDataOffset(bytes, `media/${KEY}`);
    await writeFile(file, bytes.subarray(0, offset - 512));
    await expect(readBack(file)).rejects.toThrow(`Damaged archive: media/${KEY} is missing: the archive ends early`);
  });

  it('a gzipped archive cut short', async () => {
    const { file } = await archive('site.tar.gz');
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.length - 40));
    await expect(readBack(file)).rejects.toThrow(/^Damaged archive: .* (is cut short|is corrupt|is missing)/);
  });

  it('an entry the manifest does not list', async () => {
    const { manifest, contents } = await sources();
    const file = await otherTar([
      ['manifest.json', Buffer.from(JSON.stringify(manifest))],
      ...contents,
      ['media/ffffffffffffffffffff/extra.png', Buffer.from('extra')],
    ]);
    await expect(readBack(file)).rejects.toThrow(
      new BackupError(
        `Damaged archive: media/ffffffffffffffffffff/extra.png is not listed in the manifest (${file}); nothing was restored.`,
      ),
    );
  });

  it('a manifest listing a path outside the media keys', async () => {
    const { manifest } = await sources();
    const evil = {
      ...manifest,
      entries: [...manifest.entries, { ...manifest.entries[1]!, name: 'media/../../etc/x' }],
    };
    const file = await otherTar([['manifest.json', Buffer.from(JSON.stringify(evil))]]);
    await expect(readBack(file)).rejects.toThrow(/^Damaged archive: manifest\.json does not describe a backup/);
  });
});
