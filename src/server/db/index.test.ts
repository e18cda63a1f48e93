import { afterEach, describe, expect, it } from 'vitest';
import { getDatabase } from '.';

describe('getDatabase', () => {
  const phase = process.env.NEXT_PHASE;
  afterEach(() => {
    process.env.NEXT_PHASE = phase;
  });

  it('refuses to open the runtime database while Next.js builds', () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    expect(() => getDatabase()).toThrow(/build must not open the runtime database/);
  });
});
