import { BackupError } from './errors';
import type { DatabaseBackend } from './backend';
import { postgresBackend } from './postgres';
import { sqliteBackend } from './sqlite';

/** The backend of a DATABASE_URL: `file:<path>` (SQLite) or `postgres://…[?schema=<name>]` (PostgreSQL). */
export function databaseBackend(url: string): DatabaseBackend {
  if (url.startsWith('file:')) return sqliteBackend(url.slice('file:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) return postgresBackend(url);
  throw new BackupError('DATABASE_URL must start with file: or postgres://');
}
