// @ts-check
/**
 * `npm audit --omit=dev --audit-level=high` for .ci/run, written to <report dir>/audit.json for the summary:
 * { status: 'clean' | 'vulnerable' | 'unavailable', summary: string }. "unavailable" means the registry this machine
 * reaches answered the audit request with an error (a mirror without the advisories endpoint answers 405): nothing was
 * checked, and the summary says so. Exits 0 when clean, 1 for high or critical advisories in production dependencies,
 * 3 when the audit could not run.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node .ci/audit.mjs <report dir>');

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
/** @type {any} */
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

/** @type {{ status: 'clean' | 'vulnerable' | 'unavailable', summary: string }} */
let result;
const counts = report?.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const all = Object.entries(counts)
    .filter(([level, n]) => level !== 'total' && n)
    .map(([level, n]) => `${n} ${level}`)
    .join(', ');
  result = {
    status: serious ? 'vulnerable' : 'clean',
    summary: serious
      ? `${serious} high or critical advisories in production dependencies (${all}); run npm audit --omit=dev`
      : `no high or critical advisory in production dependencies${all ? ` (${all} below the level)` : ''}`,
  };
} else {
  const why = report?.statusCode
    ? `the registry answered ${report.statusCode}`
    : (report?.message ?? run.error?.message ?? 'no answer');
  result = { status: 'unavailable', summary: `not checked: ${why} to the audit request` };
}
writeFileSync(path.join(dir, 'audit.json'), JSON.stringify(result));
console.log(`npm audit: ${result.summary}`);
process.exit({ clean: 0, vulnerable: 1, unavailable: 3 }[result.status]);
