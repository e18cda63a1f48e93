/**
 * A backup or restore refused for a reason the operator can act on (a damaged archive, a file in the way, another
 * dialect, the site still running). The CLIs print its message alone: it is an answer, not a crash.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The archive's bytes are not a tar file at all. */
export function notAnArchive(file: string, why: string): BackupError {
  return new BackupError(`Not a backup archive: ${file} ${why}.`);
}

/** A tar file, but not one this site wrote, or written by a newer version of it. */
export function foreignArchive(file: string, why: string): BackupError {
  return new BackupError(`Foreign archive: ${file} ${why}.`);
}

/** One of our archives whose bytes are no longer what the backup wrote. */
export function damagedArchive(file: string, entry: string, what: string): BackupError {
  return new BackupError(`Damaged archive: ${entry} ${what} (${file}); nothing was restored.`);
}
