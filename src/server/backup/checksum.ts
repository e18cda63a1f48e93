import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';

/** What the manifest records of every entry, so that a restore can tell a whole entry from a damaged one. */
export interface Fingerprint {
  size: number;
  sha256: string;
}

/** The size and SHA-256 of a file, read as a stream (a media file or a database can be large). */
export async function fingerprintFile(file: string): Promise<Fingerprint> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Passes bytes through unchanged while counting and hashing them, and fails the stream with `mismatch(...)` unless
 * they are exactly the expected ones: on the way into an archive it catches a file that changed since it was hashed,
 * on the way out a damaged entry. Too many bytes fail at once, so no more than `expected.size` ever pass.
 */
export function verifying(expected: Fingerprint, mismatch: (actual: Fingerprint) => Error): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > expected.size) return callback(mismatch({ size, sha256: '' }));
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      const sha256 = hash.digest('hex');
      const whole = size === expected.size && sha256 === expected.sha256;
      callback(whole ? null : mismatch({ size, sha256 }));
    },
  });
}
