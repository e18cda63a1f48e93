/** SQLite's write lock held past busy_timeout; PostgreSQL's serialization failure, lock timeout or connection limit. */
const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', '40001', '55P03', '53300']);
/**
 * PostgreSQL going away for a moment (a restart or failover): shutting down or starting up (57P01–57P03), a connection
 * exception (class 08), or the socket refused or cut.
 */
const UNREACHABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether a database error means "unavailable now, try again shortly": the database is busy, or PostgreSQL is
 * restarting. Such a request is answered "unavailable" (503, or a form's typed outcome), never as a server error.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string')
    return BUSY_CODES.has(code) || UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
  // node-postgres ends a query whose server connection closed with this message and no code.
  return typeof message === 'string' && message.startsWith('Connection terminated');
}
