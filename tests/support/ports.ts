/**
 * Ports for the servers a spec starts itself. playwright.config.ts reserves a free block from E2E_PORT on: the shared
 * server's port, then PORTS_PER_WORKER for each worker slot. A worker takes the next port of its slot's block for each
 * server it starts, so two workers never meet and no spec numbers its ports by hand. A worker that replaces a failed
 * one (same slot, new worker index) starts further along the block, past the ports its predecessor may still hold.
 */
export const PORTS_PER_WORKER = 100;

const workerIndex = Number(process.env.TEST_WORKER_INDEX ?? 0);
/** The first port of a worker's stretch of its slot's block is its shared server's (workerServerPort); then the rest. */
let taken = workerIndex * 20 + 1;

function portOfBlock(offset: number): number {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const base = Number(process.env.E2E_PORT);
  if (!Number.isInteger(base)) throw new Error('E2E_PORT is set by playwright.config.ts');
  return base + 1 + slot * PORTS_PER_WORKER + (offset % PORTS_PER_WORKER);
}

/** The port of the server this worker shares among its specs (the `workerServer` fixture). */
export const workerServerPort = (): number => portOfBlock(workerIndex * 20);

/** A port of this worker's block not handed out before in this run (until the block wraps, 100 servers later). */
export function serverPort(): number {
  return portOfBlock(taken++);
}
