import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack, type Headers, type Pack } from 'tar-stream';
import { verifying, type Fingerprint } from './checksum';
import { BackupError, damagedArchive, foreignArchive, notAnArchive } from './errors';
import { MANIFEST_ENTRY, parseManifest, type Manifest, type ManifestEntry } from './manifest';
import { manifestBytes } from './signature';
import { createPrivateFile } from '../private-files';

/** A manifest lists every file of the media library: generous, yet a hostile archive cannot make us hold gigabytes. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** `.tar.gz` and `.tgz` are gzipped, any other name is a plain tar. */
export function wantsGzip(file: string): boolean {
  return /\.(tgz|gz)$/i.test(file);
}

function fingerprintOf(bytes: Buffer): Fingerprint {
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Starts an entry: its sink, and the packer's word that the entry is complete. */
function startEntry(packer: Pack, header: Headers): { sink: Writable; entered: Promise<void> } {
  let settle: (error?: Error | null) => void = () => undefined;
  const entered = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Settled by the copy into the sink when that fails; awaited after it otherwise.
  entered.catch(() => undefined);
  // tar-stream returns no sink once the pack is destroyed (its output failed between two entries).
  const sink = packer.entry(header, (error) => settle(error)) as Writable | undefined;
  if (!sink) throw new Error('The archive stream was closed');
  return { sink, entered };
}

async function addEntry(packer: Pack, header: Headers & { size: number }, body: Readable, expected: Fingerprint) {
  const { sink, entered } = startEntry(packer, header);
  const changed = () => new BackupError(`${header.name} changed while it was being backed up: run the backup again.`);
  await pipeline(body, verifying(expected, changed), sink);
  await entered;
}

function isPrematureClose(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/**
 * Writes an archive (gzipped or not): the manifest first (signed with `key` when given, signature.ts), so a reader
 * knows what to expect before any other byte, then every entry the manifest lists, read from `files` (entry name →
 * path). Each file is hashed again as it is written: one that changed since the manifest was made fails the backup
 * rather than storing an entry that could never be restored. Returns the archive's size in bytes.
 */
export async function writeArchive(
  file: string,
  manifest: Manifest,
  files: ReadonlyMap<string, string>,
  { gzip, key }: { gzip: boolean; key?: string },
): Promise<number> {
  const packer = pack();
  // An archive holds the whole database: the server user's alone (private-files.ts).
  createPrivateFile(file);
  const output = createWriteStream(file, { flush: true });
  const written = pipeline(packer, gzip ? createGzip() : new PassThrough(), output);
  // Read once the entries are done; taken now so that a failing output (a full disk) is never an unhandled rejection.
  const outputError = written.then(
    () => undefined,
    (error: unknown) => error,
  );
  try {
    const mtime = new Date(manifest.createdAt);
    const bytes = manifestBytes(manifest, key);
    const manifestHeader = { name: MANIFEST_ENTRY, size: bytes.length, mtime };
    await addEntry(packer, manifestHeader, Readable.from([bytes]), fingerprintOf(bytes));
    for (const entry of manifest.entries) {
      const source = files.get(entry.name);
      if (!source) throw new Error(`No file for archive entry ${entry.name}`);
      await addEntry(packer, { name: entry.name, size: entry.size, mtime }, createReadStream(source), entry);
    }
    packer.finalize();
  } catch (error) {
    packer.destroy();
    // When the output failed first, the entry only saw its sink close: the output's error is the one to tell.
    const cause = await outputError;
    throw cause && !isPrematureClose(cause) ? cause : error;
  }
  const failure = await outputError;
  if (failure) throw failure;
  return output.bytesWritten;
}

interface ArchiveReader {
  /**
   * Sees the manifest (parsed, and its bytes as read) before any other entry is read, and throws to refuse the archive
   * (not authentic, another dialect, …).
   */
  accept(manifest: Manifest, bytes: Buffer): void | Promise<void>;
  /** Where a listed entry's bytes go. They are checked on the way: a mismatch fails the copy at its end. */
  target(entry: ManifestEntry): Writable | Promise<Writable>;
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** One pass over an archive: what has been read so far, to check each entry and to explain a failure. */
class ArchiveReading {
  #manifest: Manifest | undefined;
  #listed = new Map<string, ManifestEntry>();
  #seen = new Set<string>();
  #current: string | undefined;
  #last: string | undefined;

  constructor(
    readonly file: string,
    readonly reader: ArchiveReader,
  ) {}

  async take(header: Headers, body: Readable): Promise<void> {
    this.#current = header.name;
    if (this.#manifest) await this.#takeEntry(header, body);
    else await this.#takeManifest(header, body);
    this.#last = header.name;
    this.#current = undefined;
  }

  async #takeManifest(header: Headers, body: Readable): Promise<void> {
    if (header.name !== MANIFEST_ENTRY) {
      const first = JSON.stringify(header.name);
      throw foreignArchive(
        this.file,
        `is not a backup of this site (its first entry is ${first}, not ${MANIFEST_ENTRY})`,
      );
    }
    if ((header.size ?? 0) > MAX_MANIFEST_BYTES) throw damagedArchive(this.file, MANIFEST_ENTRY, 'is too large');
    const bytes = await readAll(body);
    const manifest = parseManifest(this.file, bytes);
    await this.reader.accept(manifest, bytes);
    this.#manifest = manifest;
    this.#listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  }

  async #takeEntry(header: Headers, body: Readable): Promise<void> {
    const entry = this.#listed.get(header.name);
    const problem = !entry
      ? 'is not listed in the manifest'
      : this.#seen.has(entry.name)
        ? 'appears twice'
        : header.type !== 'file'
          ? 'is not a regular file'
          : header.size !== entry.size
            ? `has ${header.size} bytes where the manifest says ${entry.size}`
            : undefined;
    if (!entry || problem) throw damagedArchive(this.file, header.name, problem ?? 'is not listed in the manifest');
    const mismatch = () => damagedArchive(this.file, entry.name, 'does not match its SHA-256 in the manifest');
    await pipeline(body, verifying(entry, mismatch), await this.reader.target(entry));
    this.#seen.add(entry.name);
  }

  /** Turns what the tar parser or gunzip threw into a refusal naming the entry it happened in. */
  explain(error: unknown): unknown {
    if (error instanceof BackupError || !(error instanceof Error)) return error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const truncated = error.message === 'Unexpected end of data' || code === 'Z_BUF_ERROR';
    const corrupt = error.message.startsWith('Invalid tar header') || code.startsWith('Z_');
    if (!truncated && !corrupt) return error;
    const what = truncated ? 'is cut short: the archive is truncated' : 'is corrupt';
    if (this.#current) return damagedArchive(this.file, this.#current, what);
    if (!this.#last)
      return notAnArchive(this.file, code ? 'is gzip data, but not a tar file inside' : 'is not a tar file');
    return damagedArchive(this.file, `the entry after ${this.#last}`, what);
  }

  /** After the last byte: every listed entry must have been there. */
  finish(): Manifest {
    if (!this.#manifest) throw notAnArchive(this.file, 'is not a tar file (it holds no entries)');
    const missing = this.#manifest.entries.filter((entry) => !this.#seen.has(entry.name));
    if (missing[0]) {
      const more = missing.length > 1 ? ` (and ${missing.length - 1} more)` : '';
      throw damagedArchive(this.file, missing[0].name, `is missing${more}: the archive ends early`);
    }
    return this.#manifest;
  }
}

/**
 * Reads an archive (plain or gzipped, whatever its name) and checks every byte of it: a tar, our manifest first,
 * every listed entry present with its size and SHA-256, nothing else. The reader decides where entries go; it should
 * stage them, since only a read that returns has proved the whole archive sound.
 */
export async function readArchive(file: string, reader: ArchiveReader): Promise<Manifest> {
  const reading = new ArchiveReading(file, reader);
  const parser = extract();
  parser.on('entry', (header: Headers, body: Readable, next: (error?: unknown) => void) => {
    reading.take(header, body).then(() => next(), next);
  });
  try {
    await pipeline(createReadStream(file), (await isGzip(file)) ? createGunzip() : new PassThrough(), parser);
  } catch (error) {
    throw reading.explain(error);
  }
  return reading.finish();
}
