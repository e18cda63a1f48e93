import { z } from 'zod';
import type { MediaFormat } from '@/server/db/schema';
import type { MediaItem } from '@/server/media/library';
import { locales } from '@/lib/locales';

/** The library's filters, from its URL (bookmarkable: anything malformed is simply no filter). */
export interface MediaFilter {
  q: string;
  type?: MediaFormat;
  usage?: 'used' | 'unused';
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const querySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  type: z.enum(['jpeg', 'png', 'webp', 'avif', 'gif']).optional().catch(undefined),
  usage: z.enum(['used', 'unused']).optional().catch(undefined),
});

export function parseMediaFilter(query: Record<string, string | string[] | undefined>): MediaFilter {
  return querySchema.parse({ q: one(query.q) ?? '', type: one(query.type), usage: one(query.usage) });
}

/** The items a filter keeps, newest first: the search looks in the file name, the address name and every alt text. */
export function filterMedia(
  items: readonly MediaItem[],
  usage: ReadonlyMap<string, number>,
  filter: MediaFilter,
): MediaItem[] {
  const words = filter.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filter.type && item.format !== filter.type) return false;
    const used = (usage.get(item.id) ?? 0) > 0;
    if (filter.usage === 'used' && !used) return false;
    if (filter.usage === 'unused' && used) return false;
    if (!words.length) return true;
    const haystack = [item.fileName, item.name, ...Object.values(item.alt)].join(' ').toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The languages an image has no alt text in yet. */
export const missingAlt = (item: Pick<MediaItem, 'alt'>) => locales.filter((locale) => !item.alt[locale]?.trim());
