// @ts-check
/**
 * The e2e suite's seeded template: one SQLite database that the production server itself migrated, seeded and filled
 * with the seed media, made once per run by tests/support/e2e-server.mjs before any test starts. Every server of the
 * suite then starts on a copy (a file copy of a few MB instead of 21 migrations, the seed and 212 seed images), unless a
 * test asks for an empty database because first start is what it checks.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The owner password the template is made with, so a server started with it keeps the stored hash (no new Argon2). */
export const TEMPLATE_ADMIN_PASSWORD = 'e2e admin password, long enough';

/** Where the template lives: under the run's E2E_DIR, which playwright.config.ts sets before anything starts. */
export function templatePath() {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error('E2E_DIR is set by playwright.config.ts');
  return path.join(dir, 'template', 'site.db');
}

/** A port nothing listens on now, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Makes the template: server.mjs on a port of its own with a new database under E2E_DIR/template, until `/api/health`
 * answers (migrations, seed, seed media and the owner's password hash all run before it does), then stopped and its
 * write-ahead log folded into the file, so that the one file is the whole database. Never on the shared server's port:
 * Playwright, polling that port's `/api/health` for the shared server, would take this server's answer for it and
 * start the tests while it stops (their first pages then met a refused connection).
 * @returns {Promise<string>} the template's path
 */
export async function makeSeededTemplate() {
  const port = await freePort();
  const file = templatePath();
  mkdirSync(path.dirname(file), { recursive: true });
  const server = spawn(process.execPath, ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: `file:${file}`,
      MEDIA_DIR: path.join(path.dirname(file), 'media'),
      ADMIN_PASSWORD: TEMPLATE_ADMIN_PASSWORD,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let healthy = false; !healthy;) {
      if (server.exitCode !== null) throw new Error(`the template server exited with ${server.exitCode}`);
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
  const db = new Database(file);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return file;
}

/**
 * Puts a copy of the template at `file` (a SQLite database path) when the run has a template and nothing is there yet;
 * says whether it did.
 * @param {string} file
 */
export function copySeededTemplate(file) {
  const template = process.env.E2E_DIR ? templatePath() : undefined;
  if (!template || !existsSync(template) || existsSync(file)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(template, file);
  return true;
}
