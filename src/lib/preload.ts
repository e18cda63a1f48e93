/** Image preloading of the home page: batches of 5, a 100 ms pause between batches, images already loaded skipped. */
interface PreloadOptions {
  batchSize?: number;
  pauseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const loaded = new Set<string>();

export async function preloadInBatches(
  urls: readonly string[],
  load: (url: string) => Promise<void>,
  {
    batchSize = 5,
    pauseMs = 100,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: PreloadOptions = {},
): Promise<string[]> {
  const pending = [...new Set(urls)].filter((url) => !loaded.has(url));
  const done: string[] = [];
  for (let start = 0; start < pending.length; start += batchSize) {
    if (start > 0) await sleep(pauseMs);
    const batch = pending.slice(start, start + batchSize);
    const results = await Promise.allSettled(batch.map((url) => load(url)));
    results.forEach((result, i) => {
      const url = batch[i]!;
      if (result.status === 'fulfilled') {
        loaded.add(url);
        done.push(url);
      }
    });
  }
  return done;
}

/** Forget what was loaded (tests). */
export function resetPreloaded(): void {
  loaded.clear();
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Preloading spends the visitor's data: not with Save-Data on or on a 2g connection. */
export function shouldPreload(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}
