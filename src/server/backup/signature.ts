import { createHmac, timingSafeEqual } from 'node:crypto';
import { BackupError } from './errors';
import type { Manifest } from './manifest';

/**
 * An archive is authenticated by an HMAC-SHA256 of its manifest with BACKUP_KEY, a key the site holds outside every
 * archive (in its environment, never in the database the archive carries). The manifest lists every entry's size and
 * SHA-256, so its signature covers every byte of the archive: a manifest recomputed after any change no longer matches
 * it. The signature is the manifest's last field, over the manifest as written without it.
 */

const DOMAIN = 'emberline-backup-manifest\n';

const serialized = (manifest: object) => `${JSON.stringify(manifest, null, 2)}\n`;

const mac = (key: string, text: string) => createHmac('sha256', key).update(DOMAIN).update(text).digest('hex');

/** The manifest's bytes as the archive holds them: signed with `key` when there is one. */
export function manifestBytes(manifest: Manifest, key: string | undefined): Buffer {
  return Buffer.from(serialized(key ? { ...manifest, signature: mac(key, serialized(manifest)) } : manifest));
}

/** How an archive's origin was settled: checked against BACKUP_KEY, or taken on the operator's word (`--unsigned`). */
export type Authenticity = 'signed' | 'unsigned';

/**
 * Refuses a manifest (its bytes as read) that this site cannot vouch for, with what to do: signed with another key or
 * changed after it was signed; signed, while BACKUP_KEY is not set to check it; or not signed at all, unless the
 * operator said with `unsigned` that they trust it.
 */
export function authenticate(
  file: string,
  bytes: Buffer,
  { key, unsigned = false }: { key?: string; unsigned?: boolean },
): Authenticity {
  const { signature, ...rest } = JSON.parse(bytes.toString('utf8')) as { signature?: unknown };
  if (signature === undefined) {
    if (unsigned) return 'unsigned';
    throw new BackupError(
      key
        ? `Not restored: ${file} is not signed, so nothing proves it was made by this site (a backup made without BACKUP_KEY, or one whose signature was removed). Anyone who could change the file could have added an owner account to it. If it is yours and came to you unchanged, restore it with --unsigned.`
        : `Not restored: ${file} cannot be authenticated because BACKUP_KEY is not set. Anyone who could change the file could have added an owner account to it. Set BACKUP_KEY (the key its backups are signed with) to check it, or, if it is yours and came to you unchanged, restore it with --unsigned.`,
    );
  }
  if (!key)
    throw new BackupError(
      `Not restored: ${file} is signed, but BACKUP_KEY is not set to check it. Set BACKUP_KEY to the key of the site that made it.`,
    );
  const expected = Buffer.from(mac(key, serialized(rest)), 'hex');
  const given =
    typeof signature === 'string' && /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || !timingSafeEqual(given, expected))
    throw new BackupError(
      `Not restored: ${file} was not signed with this BACKUP_KEY, or it was changed after it was made. Nothing was restored.`,
    );
  return 'signed';
}
