import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { log, errorMessage } from '@/server/log';
import { addHits } from '@/server/queries/redirects';

/** How long hits wait in memory before they are written: one small write per redirect used, at most this often. */
const FLUSH_MS = 10_000;

const HITS = Symbol.for('agency.redirectHits');
type Pending = Map<number, { count: number; at: number }>;
const registry = globalThis as typeof globalThis & { [HITS]?: HitCounter };

interface HitCounter {
  record: (id: number) => void;
  /** Hits this server answered and has not written yet (the admin adds them to the stored counts). */
  pending: (id: number) => number;
  flush: () => Promise<void>;
}

/**
 * Counts the redirects this server answers and adds them to the stored counts in batches, so a redirect costs no
 * database write of its own. Hits not yet written when the process dies are lost: at most FLUSH_MS of counting.
 */
function createHitCounter(db: () => Kysely<Database>, flushMs = FLUSH_MS): HitCounter {
  let pending: Pending = new Map();
  // The batch being written: still counted as pending until it is stored.
  let writing: Pending = new Map();
  let timer: NodeJS.Timeout | undefined;
  const counter: HitCounter = {
    record(id) {
      const entry = pending.get(id);
      pending.set(id, { count: (entry?.count ?? 0) + 1, at: Date.now() });
      timer ??= setTimeout(() => void counter.flush(), flushMs).unref();
    },
    pending: (id) => (pending.get(id)?.count ?? 0) + (writing.get(id)?.count ?? 0),
    async flush() {
      timer = undefined;
      const batch = pending;
      pending = new Map();
      writing = batch;
      try {
        await addHits(db(), batch);
        writing = new Map();
      } catch (error) {
        writing = new Map();
        // Kept for the next batch: the database may be back by then.
        for (const [id, { count, at }] of batch) {
          const later = pending.get(id);
          pending.set(id, { count: count + (later?.count ?? 0), at: later?.at ?? at });
        }
        timer ??= setTimeout(() => void counter.flush(), flushMs).unref();
        log.warn('redirects.hits_unsaved', { error: errorMessage(error), redirects: batch.size });
      }
    },
  };
  return counter;
}

/** This process's counter, shared by the server layer that answers redirects and the admin that lists them. */
export function hitCounter(db: () => Kysely<Database>): HitCounter {
  return (registry[HITS] ??= createHitCounter(db));
}
