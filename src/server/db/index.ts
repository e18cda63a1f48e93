import 'server-only';
import { env } from '@/lib/env';
import { connect, type DatabaseHandle } from './connect';

const store = globalThis as typeof globalThis & { __agencyDatabase?: DatabaseHandle };

/** The process's database, opened from DATABASE_URL on first use. */
export function getDatabase(): DatabaseHandle {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // Pages render per request; a build that reaches for the database would freeze the build machine's data.
    throw new Error('The build must not open the runtime database (a page is being prerendered?)');
  }
  store.__agencyDatabase ??= connect(env().DATABASE_URL);
  return store.__agencyDatabase;
}

export function getDb() {
  return getDatabase().db;
}

/** The connection for long reads (see DatabaseHandle.reader): the dashboard's figures and the roll-up's counts. */
export function getReader() {
  return getDatabase().reader;
}
