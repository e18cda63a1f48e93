import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/server/db';
import { runLeadJobs } from '@/server/leads/jobs';
import { errorMessage, log } from '@/server/log';
import { runDueSchedules } from '@/server/publish-schedules';

const state = globalThis as typeof globalThis & { __agencyScheduler?: NodeJS.Timeout };

/** One pass of the server's timed work: the content's and the inbox's, each in its own module. */
async function runOnce(): Promise<void> {
  try {
    await runDueSchedules(getDb());
  } catch (error) {
    log.warn('schedule.run_failed', { error: errorMessage(error) });
  }
  await runLeadJobs();
  // What a test waits for to know that a pass has looked (and, where nothing was due, done nothing).
  log.debug('schedule.pass_done');
}

/**
 * Runs the timed work — due publishes and unpublishes (publish-schedules.ts), lead alerts and digests (leads/jobs.ts) —
 * at start and then every SCHEDULE_CHECK_SECONDS (30 by default), in the server process.
 */
export async function startScheduler(): Promise<void> {
  if (state.__agencyScheduler) return;
  let running = false;
  state.__agencyScheduler = setInterval(() => {
    // A slow pass is not overtaken by the next one.
    if (running) return;
    running = true;
    void runOnce().finally(() => (running = false));
  }, env().SCHEDULE_CHECK_SECONDS * 1000);
  state.__agencyScheduler.unref();
  await runOnce();
}
