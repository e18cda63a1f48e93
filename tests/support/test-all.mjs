// @ts-check
/**
 * `npm test`: every test. The unit suite and the production build for the browser suite start together, and the browser
 * suite starts on that build as soon as it is made, beside what is left of the unit suite: the unit suite keeps the
 * two cores less than half busy (it waits on databases, mail servers, timers and child processes), so the browser
 * suite — the long pole — loses little by sharing them, and the unit suite leaves the critical path. The build's and
 * the unit suite's output are kept in files and shown once each has ended (the build's only when it failed), so the
 * browser suite's list reads straight. Exits non-zero when either suite failed; the browser suite runs even when a unit
 * test failed.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * @param {string} script an npm script's name
 * @param {{ env?: Record<string, string>, log?: number }} [options]
 * @returns {Promise<number>}
 */
function run(script, { env = {}, log } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const logDir = mkdtempSync(path.join(tmpdir(), 'agency-test-'));

/**
 * Runs an npm script with its output kept in a file; `show(status)` decides whether it is printed when it ends.
 * @param {string} script @param {string} name @param {(status: number) => boolean} show
 */
function runQuietly(script, name, show) {
  const file = path.join(logDir, `${name}.log`);
  const log = openSync(file, 'a');
  return run(script, { log }).then((status) => {
    closeSync(log);
    console.log(`\n[npm test] the ${name} ended with ${status} at ${seconds()}`);
    if (show(status)) {
      console.log(`[npm test] ---- the ${name}'s output ----`);
      process.stdout.write(readFileSync(file, 'utf8'));
      console.log(`[npm test] ---- end of the ${name}'s output ----`);
    }
    return status;
  });
}

const unit = runQuietly('test:unit', 'unit suite', () => true);
const built = await runQuietly('test:build', 'build for the browser suite', (status) => status !== 0);
let e2e = 1;
if (built === 0) {
  e2e = await run('test:e2e', { env: { E2E_SKIP_BUILD: '1' } });
  console.log(`\n[npm test] the browser suite ended with ${e2e} at ${seconds()}`);
} else {
  console.log('[npm test] the build failed, so the browser suite did not run');
}
const unitStatus = await unit;
rmSync(logDir, { recursive: true, force: true });
process.exit(unitStatus || e2e ? 1 : 0);
