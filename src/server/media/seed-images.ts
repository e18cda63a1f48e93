import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import type { SeedFile } from '@/content';
import { aspectRatios, imageGroup, imageVariants, variantWidths } from '@/lib/images';
import { locales } from '@/lib/locales';
import { mediaNameOf, type VariantFormat } from '@/lib/media-url';
import type { Database, MediaTable } from '@/server/db/schema';
import { bumpCollectionVersion } from '@/server/db/collection-versions';
import type { MediaItem } from './library';

/**
 * The seed content's images as library items, so that every image is managed one way: listed, described, found where
 * used, and chosen in the image fields like an upload. Their files stay where `npm run images` draws them
 * (public/images, every width in AVIF and WebP already made), so an item made from one points at them instead of
 * holding copies (`seedFileOf`). Imported once, at the first start with this library: an item an admin deletes later
 * stays deleted.
 */

const SEED_MEDIA_AUTHOR = 'seed';

/** Every `/images/…` address the seed documents name that has width variants (photos and artwork, not logos). */
export function seedImagePaths(files: readonly SeedFile[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith('/images/') && imageVariants(value).length > 0) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  files.forEach(walk);
  return [...found].sort();
}

type Texts = Partial<Record<(typeof locales)[number], string>>;

/** The alt texts the seed gives an image: a document's `imageAlt` beside its `image`. */
function seedAltTexts(files: readonly SeedFile[]): Map<string, Texts> {
  const alts = new Map<string, Texts>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.image === 'string' && record.imageAlt && typeof record.imageAlt === 'object') {
      const texts = Object.fromEntries(
        locales.flatMap((locale) => {
          const text = (record.imageAlt as Record<string, unknown>)[locale];
          return typeof text === 'string' && text.trim() ? [[locale, text]] : [];
        }),
      );
      if (!alts.has(record.image)) alts.set(record.image, texts);
    }
    Object.values(record).forEach(walk);
  };
  files.forEach(walk);
  return alts;
}

/** Makes a library item of each seed image, the first time the site starts with a library; returns how many. */
export async function importSeedImages(
  db: Kysely<Database>,
  files: readonly SeedFile[],
  publicDir = path.join(process.cwd(), 'public'),
  now = Date.now(),
): Promise<number> {
  const already = await db.selectFrom('media').select('id').where('created_by', '=', SEED_MEDIA_AUTHOR).limit(1);
  if (await already.executeTakeFirst()) return 0;
  const alts = seedAltTexts(files);
  const rows: Insertable<MediaTable>[] = [];
  for (const source of seedImagePaths(files)) {
    const group = imageGroup(source)!;
    // A file of public/ read at run time: the build is told not to trace the whole project for it.
    const bytes = await readFile(
      /*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ publicDir, source),
    ).catch(() => undefined);
    if (!bytes) continue; // `npm run images` has not drawn it: the page shows the seed path as before.
    const widths = variantWidths[group];
    const width = widths.at(-1)!;
    rows.push({
      id: createHash('sha256').update(bytes).digest('hex').slice(0, 20),
      name: mediaNameOf(path.basename(source)),
      file_name: path.basename(source),
      format: 'webp',
      width,
      height: Math.round(width / aspectRatios[group]),
      bytes: bytes.length,
      alt: JSON.stringify(alts.get(source) ?? {}),
      status: 'ready',
      widths: JSON.stringify(widths),
      source,
      created_at: now,
      created_by: SEED_MEDIA_AUTHOR,
      updated_at: now,
    });
  }
  if (rows.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    // Two artworks drawn alike would share an id: the first keeps it.
    for (const row of rows)
      await trx
        .insertInto('media')
        .values(row)
        .onConflict((c) => c.doNothing())
        .execute();
    await bumpCollectionVersion(trx, 'media');
  });
  return rows.length;
}

/**
 * The public file behind a seed item's address: a width variant (`/images/projects/p1-400.avif`), or the canonical
 * file (the seed path itself for WebP, the widest AVIF otherwise). Undefined for an upload.
 */
export function seedFileOf(
  item: Pick<MediaItem, 'source' | 'widths'>,
  width: number | undefined,
  format: VariantFormat,
): string | undefined {
  if (!item.source) return undefined;
  const base = item.source.replace(/\.webp$/, '');
  if (width === undefined) return format === 'webp' ? item.source : `${base}-${item.widths.at(-1)}.avif`;
  return `${base}-${width}.${format}`;
}
