import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { errorMessage, log } from '@/server/log';
import { claimNextMedia, completeMedia, failMedia, pruneFiles } from './variant-jobs';
import { makeVariants, masterKeyOf } from './process';
import type { MediaStore } from './store';

/**
 * The background queue that makes each uploaded image's variants: one image at a time per process (sharp itself runs
 * on one thread, process.ts), so a burst of uploads never takes the cores pages are rendered on. Images wait in the
 * database (status `queued`), so a restart, or another instance, picks up what was left.
 */
export interface MediaQueue {
  /** Looks for work now (after an upload) instead of at the next poll. */
  kick(): void;
  /** Resolves when nothing is waiting (tests, scripts). */
  idle(): Promise<void>;
  stop(): void;
}

export function createMediaQueue({
  db,
  store,
  pollMs = 15_000,
}: {
  db: () => Kysely<Database>;
  store: () => MediaStore;
  pollMs?: number;
}): MediaQueue {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function processOne(): Promise<boolean> {
    const next = await claimNextMedia(db());
    if (!next) return false;
    const started = Date.now();
    try {
      const master = await store().get(masterKeyOf(next.id, next.format, next.revision));
      if (!master) throw new Error('the master file is missing from the media store');
      const variants = await makeVariants(next.id, master, next.revision);
      for (const file of variants.files) await store().put(file.key, file.data);
      const completed = await completeMedia(db(), next.id, variants, Date.now(), next.revision);
      // Once a replacement's sizes exist, the files it replaced go (and sizes made of a file replaced meanwhile).
      const pruned = await pruneFiles(db(), store(), next.id);
      log.info(completed ? 'media.ready' : 'media.replaced_meanwhile', {
        id: next.id,
        widths: variants.widths.length,
        pruned,
        ms: Date.now() - started,
      });
    } catch (error) {
      log.error('media.variants_failed', { id: next.id, error: errorMessage(error) });
      await failMedia(db(), next.id, errorMessage(error), Date.now(), next.revision);
    }
    return true;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await processOne()));
        } while (again && !stopped);
      } catch (error) {
        log.error('media.queue_failed', { error: errorMessage(error) });
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  return {
    kick: () => void run(),
    async idle() {
      while (running) await running;
      await run();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
