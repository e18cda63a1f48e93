import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { dueLanes, processOutbox, type Lane, type ProcessOptions } from './outbox-delivery';

/** Webhook endpoints delivered to at once; the mail lane runs beside them and is never counted against this. */
const WEBHOOK_LANES = 4;

interface DispatcherOptions {
  db: Kysely<Database>;
  /** The senders and settings of a pass, read again at each dispatch (settings may change). */
  options: () => Promise<ProcessOptions>;
  webhookLanes?: number;
  now?: () => number;
  /** Told the outcome of each lane's pass, and of a dispatch or pass that failed outright. */
  onPass?: (lane: Lane, outcome: { sent: number; failed: number }) => void;
  onError?: (error: unknown, lane?: Lane) => void;
}

export interface Dispatcher {
  /** Starts a pass for every due lane that is not running yet, within the bound; never waits for the passes. */
  dispatch(): Promise<void>;
  /** The lanes whose pass is running now. */
  busy(): Lane[];
  /** Resolves when no dispatch and no lane's pass is running (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Runs the outbox as lanes side by side (see `Lane` in outbox-delivery.ts): the mail lane, and up to `webhookLanes` webhook
 * endpoints at a time, each endpoint one delivery after another. A lane's pass is never waited for by another lane or
 * by the next dispatch: an endpoint that trickles its answer holds one of the webhook lanes until its attempt's
 * deadline (src/server/webhooks/deliver.ts), and nothing else.
 */
export function createDispatcher({
  db,
  options,
  webhookLanes = WEBHOOK_LANES,
  now = Date.now,
  onPass,
  onError,
}: DispatcherOptions): Dispatcher {
  const running = new Map<Lane, Promise<void>>();
  let dispatching: Promise<void> | undefined;
  let again = false;

  function start(lane: Lane, passOptions: ProcessOptions) {
    let worked = false;
    const pass = processOutbox(db, { ...passOptions, lane })
      .then((outcome) => {
        worked = outcome.sent + outcome.failed > 0;
        onPass?.(lane, outcome);
      })
      .catch((error: unknown) => onError?.(error, lane))
      .finally(() => {
        running.delete(lane);
        // Its place in the bound is free, and rows may have come due while it ran (a pass that found nothing to do
        // waits for the next tick instead, so a lane can never spin).
        if (worked) void dispatch();
      });
    running.set(lane, pass);
  }

  async function round() {
    do {
      again = false;
      const passOptions = await options();
      const webhooksBusy = [...running.keys()].filter((lane) => lane !== 'mail').length;
      const lanes = await dueLanes(db, {
        now: now(),
        mail: Boolean(passOptions.send),
        webhooks: passOptions.webhook ? webhookLanes - webhooksBusy : 0,
        busy: [...running.keys()],
      });
      for (const lane of lanes) start(lane, passOptions);
    } while (again);
  }

  function dispatch(): Promise<void> {
    if (dispatching) {
      again = true;
      return dispatching;
    }
    dispatching = round()
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        dispatching = undefined;
      });
    return dispatching;
  }

  return {
    dispatch,
    busy: () => [...running.keys()],
    async settled() {
      while (dispatching || running.size) await Promise.all([dispatching, ...running.values()]);
    },
  };
}
