import type { DialectName } from '@/server/db/connect';
import type { ManifestDatabase } from './manifest';

export const DIALECT_NAMES: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** What backup and restore need of a database, whichever dialect it is. */
export interface DatabaseBackend {
  dialect: DialectName;
  /** Where the data lives, without credentials (for messages). */
  location: string;
  /** Writes a consistent snapshot to `file` while the site keeps serving and writing, and says what it holds. */
  snapshot(file: string): Promise<ManifestDatabase>;
  /** A new path where a restore may stage the archived snapshot (`work` is a private temporary directory). */
  stagingFile(work: string): Promise<string>;
  /** Throws a BackupError when this snapshot cannot replace the database now (the site is running, a name is taken). */
  assertReplaceable(archived: ManifestDatabase): Promise<void>;
  /** Puts the staged, verified snapshot in place of the database. */
  replace(staged: string, archived: ManifestDatabase): Promise<void>;
}
