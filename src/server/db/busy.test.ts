import { describe, expect, it } from 'vitest';
import { isDatabaseBusy } from './busy';

const withCode = (code: string) => Object.assign(new Error('database error'), { code });

describe('isDatabaseBusy', () => {
  it('takes a held lock, a serialization failure and a full connection table as "try again shortly"', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_LOCKED', '40001', '55P03', '53300'])
      expect(isDatabaseBusy(withCode(code)), code).toBe(true);
  });

  it('takes PostgreSQL restarting, a refused or cut socket and a dropped connection the same way', () => {
    for (const code of ['57P01', '57P03', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET'])
      expect(isDatabaseBusy(withCode(code)), code).toBe(true);
    expect(isDatabaseBusy(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves every other failure a server error', () => {
    for (const code of ['SQLITE_ERROR', 'SQLITE_CONSTRAINT_UNIQUE', '23505', '42P01', '0800', 'ENOENT'])
      expect(isDatabaseBusy(withCode(code)), code).toBe(false);
    expect(isDatabaseBusy(new Error('no such table: documents'))).toBe(false);
    expect(isDatabaseBusy(null)).toBe(false);
    expect(isDatabaseBusy('Connection terminated')).toBe(false);
  });
});
