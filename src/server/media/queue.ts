import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { errorMessage, log } from '@/server/log';
import { claimNextMedia, completeMedia, failMedia } from './library';
import { makeVariants, masterFileOf } from './process';
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
      const master = await store().get(`${next.id}/${masterFileOf(next.format)}`);
      if (!master) throw new Error('the master file is missing from the media store');
      const variants = await makeVariants(next.id, master);
      for (const file of variants.files) await store().put(file.key, file.data);
      await completeMedia(db(), next.id, variants);
      log.info('media.ready', { id: next.id, widths: variants.widths.length, ms: Date.now() - started });
    } catch (error) {
      log.error('media.variants_failed', { id: next.id, error: errorMessage(error) });
      await failMedia(db(), next.id, errorMessage(error));
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
