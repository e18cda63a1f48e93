import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

/**
 * Files that hold the site's secrets and its people's data — the SQLite database (password hashes, the captcha, form
 * and IP-hash keys, webhook secrets, every lead) and its backups — are the server user's alone: 0600, in directories
 * made 0700, whatever the umask. A mode given to `open` or `mkdir` is only what the umask leaves of it, so each is set
 * again with chmod.
 */
const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIRECTORY_MODE = 0o700;

/** `mkdir -p` whose new directories are 0700; directories that exist already are left as they are. */
export function makePrivateDirectory(directory: string): void {
  const target = path.resolve(directory);
  const first = mkdirSync(target, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  if (first === undefined) return;
  // mkdirSync names the first directory it made; every one from there down to the target is new.
  for (let dir = target; ; dir = path.dirname(dir)) {
    chmodSync(dir, PRIVATE_DIRECTORY_MODE);
    if (dir === first || dir === path.dirname(dir)) break;
  }
}

/** Creates `file` empty and 0600 (its new directories 0700) unless it exists; an existing file is left as it is. */
export function createPrivateFile(file: string): void {
  makePrivateDirectory(path.dirname(file));
  if (existsSync(file)) return;
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    // Another process created it between the check and the open: theirs stands.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  chmodSync(file, PRIVATE_FILE_MODE);
}
