import { clientKey } from '@/node-server/client-address.mjs';

/**
 * A per-process budget for writes that anyone can cause (a 404 logs a row): a fixed window per client (an IPv6 client
 * by its /64, see `clientKey`) and one for the whole process, counted in memory so that a refused write costs no
 * database work at all. It bounds what a loop of random URLs can add to the database and how long it can hold SQLite's
 * write lock while leads wait.
 */
interface WriteBudgetOptions {
  perClient: number;
  overall: number;
  windowMs: number;
  /** Clients tracked at once; past it the window's per-client counts start over (the overall cap still holds). */
  maxClients?: number;
}

export function createWriteBudget({ perClient, overall, windowMs, maxClients = 10_000 }: WriteBudgetOptions) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let total = 0;
  const perClientCounts = new Map<string, number>();

  return {
    /** Takes one write from the budget; false when the client or the process has used its share of this window. */
    take(address: string, now = Date.now()): boolean {
      const client = clientKey(address);
      if (now - windowStart >= windowMs) {
        windowStart = now;
        total = 0;
        perClientCounts.clear();
      }
      const used = perClientCounts.get(client) ?? 0;
      if (total >= overall || used >= perClient) return false;
      if (perClientCounts.size >= maxClients) perClientCounts.clear();
      perClientCounts.set(client, used + 1);
      total += 1;
      return true;
    },
  };
}
