import path from 'node:path';
import { defineConfig } from 'vitest/config';

const reportDir = process.env.CI_REPORT_DIR;

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@messages': path.resolve(import.meta.dirname, 'messages'),
      // The server-only guard is for bundles; unit tests import server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    pool: 'forks',
    // Three on two cores: a third of the unit suite's time is waiting (mail and webhook deadlines, servers starting, a
    // killed process), so a third file fills it. Alone on this machine: 2 workers 143 s, 3 workers 128 s, 4 workers 115 s;
    // `npm test` runs the build beside it, so three, not four.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: path.join(reportDir, 'vitest.json') } : undefined,
  },
});
