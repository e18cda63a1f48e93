import 'server-only';
import { seedFiles } from '@/content/seed';
import { env, EnvError } from '@/lib/env';
import { defaultLocale, locales } from '@/lib/locales';
import { closeEnvironmentLogin, resolveAdminPassword, type AdminPassword } from '@/server/auth/admin-password';
import { namedOwnersWithTwoStep } from '@/server/auth/two-step-policy';
import { getDatabase } from '@/server/db';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';
import { errorMessage, log } from '@/server/log';
import { startOutboxWorker } from '@/server/mail/worker';
import { startMaintenance } from '@/server/maintenance';
import { startScheduler } from '@/server/scheduler';
import { contentStamp } from '@/server/queries/documents';
import { gonePaths } from '@/server/queries/trash';
import { CONTENT_STAMP } from '@/node-server/render-cache.mjs';
import { NOT_FOUND_LOG, type MissingPage } from '@/node-server/not-found-log.mjs';
import { createGoneLookup, GONE_PATHS } from '@/node-server/gone-pages.mjs';
import { createRedirectLookup, REDIRECTS } from '@/node-server/redirects.mjs';
import { hitCounter } from '@/server/redirect-hits';
import { redirectRules } from '@/server/queries/redirects';
import { recordNotFound } from '@/server/analytics/events';
import { getMediaQueue, getMediaStore } from '@/server/media';
import { sweepOrphanFiles } from '@/server/media/variant-jobs';
import { importSeedImages } from '@/server/media/seed-images';

const state = globalThis as typeof globalThis & { __agencyAdminPassword?: AdminPassword };

/** The owner's admin password as resolved at start (where it comes from, and its hash then). */
export function adminPassword(): AdminPassword {
  if (!state.__agencyAdminPassword) throw new Error('The server has not finished starting');
  return state.__agencyAdminPassword;
}

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/**
 * `ADMIN_LOGIN_ENV=off`: the admin password signs no one in and its sessions end. Without a named owner who signs in
 * in two steps nobody may be able to manage the site, which is said loudly (the operator's word still holds).
 */
async function closeAdminPasswordSignIn(db: ReturnType<typeof getDatabase>['db']): Promise<void> {
  const [ended, owners] = await Promise.all([closeEnvironmentLogin(db), namedOwnersWithTwoStep(db)]);
  log.info('auth.environment_login_off', { sessionsEnded: ended, namedOwnersWithTwoStep: owners.length });
  if (owners.length === 0)
    log.warn('auth.environment_login_off_without_owner', {
      hint: 'No named owner signs in with two steps: set ADMIN_LOGIN_ENV=on to get in with the admin password',
    });
}

/**
 * The media library's variant queue picks up what an earlier run left waiting. Files without a row (a crash between
 * the two) are swept from a files store beside a SQLite database, which one server owns; a PostgreSQL database is
 * shared by other instances, whose uploads in progress must not be taken for leftovers.
 */
async function startMediaLibrary(database: ReturnType<typeof getDatabase>): Promise<void> {
  const store = getMediaStore();
  if (store.kind === 'files' && database.dialect === 'sqlite') {
    const swept = await sweepOrphanFiles(database.db, store).catch((error: unknown) => {
      log.error('media.sweep_failed', { error: errorMessage(error) });
      return 0;
    });
    if (swept) log.info('media.swept', { items: swept });
  }
  getMediaQueue().kick();
}

/** Runs once before the server accepts requests: env, migrations, seed, admin password. Any failure stops the start. */
export async function startServer(): Promise<void> {
  let config;
  try {
    config = env();
  } catch (error) {
    fail(error instanceof EnvError ? error.message : `Cannot read the environment: ${errorMessage(error)}`);
  }

  const database = getDatabase();
  try {
    const outcome = await migrateToLatest(database.db);
    log.info('db.migrated', {
      dialect: database.dialect,
      location: database.location,
      applied: outcome.applied,
      migration: outcome.level,
    });
  } catch (error) {
    fail(errorMessage(error));
  }

  if (config.SEED_ON_START) {
    try {
      log.info('db.seeded', { ...(await seedDatabase(database.db, seedFiles)) });
      const images = await importSeedImages(database.db, seedFiles);
      if (images) log.info('media.seed_imported', { images });
    } catch (error) {
      fail(`Seeding failed: ${errorMessage(error)}`);
    }
  }

  const password = await resolveAdminPassword(database.db, config);
  state.__agencyAdminPassword = password;
  if (config.ADMIN_LOGIN_ENV === 'off') await closeAdminPasswordSignIn(database.db);
  else if (password.generated) {
    process.stdout.write(
      [
        '',
        '  ┌──────────────────────────────────────────────────────────────┐',
        '  │ No ADMIN_PASSWORD was set, so one was generated.             │',
        `  │ Admin password: ${password.generated.padEnd(45)}│`,
        '  │ It is shown only this once; only its Argon2id hash is kept.  │',
        '  └──────────────────────────────────────────────────────────────┘',
        '',
        '',
      ].join('\n'),
    );
  }
  startOutboxWorker();
  await startMaintenance();
  await startScheduler();
  await startMediaLibrary(database);
  const hits = hitCounter(() => database.db);
  // server.mjs serves a page again only while this stamp is unchanged (src/render-cache), logs 404s through here, and
  // answers the addresses of trashed items 410, reading them again when the stamp changes.
  Object.assign(globalThis, {
    [CONTENT_STAMP]: () => contentStamp(database.db),
    [NOT_FOUND_LOG]: (page: MissingPage) => void recordNotFound(page),
    [GONE_PATHS]: createGoneLookup({
      load: () => gonePaths(database.db),
      prefixedLocales: locales.filter((locale) => locale !== defaultLocale),
    }),
    // And answers old addresses 301 (or 410) before anything else, counting the hits in batches.
    [REDIRECTS]: createRedirectLookup({
      load: () => redirectRules(database.db),
      prefixedLocales: locales.filter((locale) => locale !== defaultLocale),
      onHit: (rule) => hits.record(rule.id),
    }),
  });
  if (config.CAPTCHA_PROVIDER === 'test')
    log.warn('captcha.test_provider', { note: 'the test captcha accepts a fixed token' });
  log.info('server.ready', {
    adminPassword: config.ADMIN_LOGIN_ENV === 'off' ? 'off' : password.source,
    captcha: config.CAPTCHA_PROVIDER,
  });
}
