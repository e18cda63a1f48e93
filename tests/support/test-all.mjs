// @ts-check
/**
 * `npm test`: every test. The production build for the browser suite runs beside the unit suite (the two cores are
 * seldom both busy with either alone), its output kept in a file and shown only when it fails; then the browser suite
 * on that build. Exits non-zero when either suite failed; the browser suite runs even when a unit test failed.
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
const logDir = mkdtempSync(path.join(tmpdir(), 'agency-test-build-'));
const logFile = path.join(logDir, 'build.log');
const log = openSync(logFile, 'a');
const build = run('test:build', { log }).then((status) => {
  closeSync(log);
  console.log(`\n[npm test] the build for the browser suite ended with ${status} at ${seconds()}`);
  return status;
});
const unit = await run('test:unit');
console.log(`\n[npm test] the unit suite ended with ${unit} at ${seconds()}`);
const built = await build;
let e2e = 1;
if (built === 0) {
  e2e = await run('test:e2e', { env: { E2E_SKIP_BUILD: '1' } });
  console.log(`\n[npm test] the browser suite ended with ${e2e} at ${seconds()}`);
} else {
  process.stdout.write(readFileSync(logFile, 'utf8'));
  console.log('[npm test] the build failed, so the browser suite did not run');
}
rmSync(logDir, { recursive: true, force: true });
process.exit(unit || e2e ? 1 : 0);
