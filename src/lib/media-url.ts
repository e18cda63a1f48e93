/**
 * The addresses of media library images, shared by the server that answers them and the <picture> markup that asks
 * for them. An image is stored once per width, in AVIF and WebP, under its id (the hash of the uploaded bytes), so an
 * address never changes meaning and is cached for a year:
 *
 *   /media/3f9a…c1/office-team.webp         the canonical file: the widest WebP
 *   /media/3f9a…c1/office-team-800.avif     a width variant
 *   /media/3f9a…c1/office-team-800.5be0c2d917.avif   a width variant of the file that replaced the upload
 *
 * A file replaced in the library ("Replace file") keeps its id, so that every page naming it shows the new one; its
 * variants get the revision (the first 10 hex digits of the SHA-256 of the new bytes) in their addresses, so that an
 * address still names one file for ever and keeps its year of caching. The canonical address stays, and is
 * revalidated instead (src/app/media/[id]/[file]/route.ts).
 */

/** The widths variants are made at (those the site's <picture> elements use), capped by the image's own width. */
const MEDIA_WIDTHS = [96, 192, 400, 640, 800, 960, 1200, 1280, 1600] as const;

export type VariantFormat = 'avif' | 'webp';

const ID = /^[0-9a-f]{20}$/;
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ADDRESS = /^\/media\/([0-9a-f]{20})\/([a-z0-9-]+?)(?:-(\d{2,4})(?:\.([0-9a-f]{10}))?)?\.(avif|webp)$/;

export function isMediaId(value: string): boolean {
  return ID.test(value);
}

export function isMediaName(value: string): boolean {
  return NAME.test(value) && value.length <= 80;
}

/** The widths to make for an image `width` pixels wide: those below it, and its own (at most the largest). */
export function variantWidthsFor(width: number): number[] {
  const top = Math.min(width, MEDIA_WIDTHS.at(-1)!);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

/** The canonical address of a library image (what image fields store). */
export function mediaPath(id: string, name: string): string {
  return `/media/${id}/${name}.webp`;
}

export function variantPath(id: string, name: string, width: number, format: VariantFormat, revision = ''): string {
  return `/media/${id}/${name}-${width}${revision && `.${revision}`}.${format}`;
}

interface MediaAddress {
  id: string;
  name: string;
  /** Absent for the canonical file. */
  width?: number;
  /** Of a width variant: `''` for the file first uploaded, else the replacement's. */
  revision?: string;
  format: VariantFormat;
}

/** Reads a library address; undefined for any other path. */
export function parseMediaPath(path: string): MediaAddress | undefined {
  const [, id, name, width, revision, format] = ADDRESS.exec(path) ?? [];
  // A match always has an id, a name and a format; only a variant has a width, and only a replacement's a revision.
  if (!id || !name || (format !== 'avif' && format !== 'webp')) return undefined;
  if (width === undefined) return { id, name, format };
  return { id, name, width: Number(width), revision: revision ?? '', format };
}

/** The storage key of a variant: `<id>/<width>.<format>`, or `<id>/<width>-<revision>.<format>` for a replacement. */
export function variantKey(id: string, width: number, format: VariantFormat, revision = ''): string {
  return `${id}/${width}${revision && `-${revision}`}.${format}`;
}

/** A file name as an address name: lower case ASCII words joined by hyphens (`Office Team (1).JPG` → `office-team-1`). */
export function mediaNameOf(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  const name = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // A trailing number would read as a width (`photo-800`): keep it apart.
  const safe = /-\d{2,4}$/.test(name) ? `${name}-x` : name;
  return safe || 'image';
}
