import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { variantKey, variantWidthsFor, type VariantFormat } from '@/lib/media-url';
import type { MediaFormat } from '@/server/db/schema';
import { FORMAT_LABELS, sniffFormat } from './formats';

/**
 * What happens to an uploaded image: checked from its bytes (type, size, pixel count and proportions from the header
 * before anything is decoded), decoded once completely (a truncated file fails here, not later), turned upright,
 * brought within MASTER_MAX_SIDE, converted to sRGB and stripped of every metadata block (EXIF with GPS, XMP, IPTC,
 * comments) into the master file; later, in the
 * background queue, the master is made into AVIF and WebP at the site's widths and a tiny blurred placeholder.
 */

/** Decompression bombs: a header announcing more pixels than this is refused before decoding. */
const MAX_MEGAPIXELS = 50;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/**
 * The long side of an image at most this many times its short side, read from the header before decoding: a wide
 * panorama or a tall infographic fits, a 400 × 120,000 strip does not — its variants (1,600 px wide would be 480,000
 * tall) are past what WebP and AVIF can hold (16,383 px), so it could never be shown.
 */
const MAX_ASPECT_RATIO = 10;

/**
 * The master keeps at most this many pixels on its long side: twice the widest variant (MEDIA_WIDTHS), so every
 * variant is made from a sharper image than itself, while the variants' work (a decode and 18 resizes of the master)
 * no longer grows with the upload's megapixels.
 */
export const MASTER_MAX_SIDE = 3200;

/** The longest one variant's encode may take (a 1,600-pixel AVIF takes about 2 s on a loaded 2-core machine). */
const VARIANT_SECONDS = 60;

const WEBP = { quality: 78, effort: 4, smartSubsample: true } as const;
const AVIF = { quality: 50, effort: 4 } as const;

// One libvips thread and no operation cache: a burst of uploads must not take the cores or the memory pages need.
sharp.concurrency(1);
sharp.cache(false);

export type RefusalReason =
  'empty' | 'too-large' | 'not-an-image' | 'svg' | 'too-many-pixels' | 'proportions' | 'damaged';

/** An upload the library does not take, with the sentence the uploader reads. */
export class MediaRefusal extends Error {
  override name = 'MediaRefusal';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface AcceptedImage {
  /** The first 20 hex digits of the SHA-256 of the uploaded bytes. */
  id: string;
  /** The first 10: the revision of a replacement's files (see masterKeyOf). */
  revision: string;
  format: MediaFormat;
  /** The upload's size, upright (the master may be smaller: MASTER_MAX_SIDE). */
  width: number;
  height: number;
  bytes: number;
  /** Upright, sRGB, without metadata, at most MASTER_MAX_SIDE on its long side: what the variants are made from. */
  master: Buffer;
  masterKey: string;
}

/**
 * An upload's SHA-256, read once: its first 20 hex digits are the id of a new item (the same bytes are one item), its
 * first 10 the revision a replacement's files are stored and addressed under.
 */
function fingerprintOf(bytes: Uint8Array): { id: string; revision: string } {
  const digest = createHash('sha256').update(bytes).digest('hex');
  return { id: digest.slice(0, 20), revision: digest.slice(0, 10) };
}

/**
 * Checks an upload and makes its master file; throws a MediaRefusal saying why a file is not taken. Its size was
 * checked as it was read (upload.ts), so that no more than the limit is ever held.
 */
export async function acceptImage(bytes: Buffer): Promise<AcceptedImage> {
  if (bytes.length === 0) throw new MediaRefusal('empty', 'The file is empty.');
  const format = sniffFormat(bytes);
  if (!format) {
    if (looksLikeSvg(bytes))
      throw new MediaRefusal(
        'svg',
        'SVG files are not accepted: they can carry scripts. Export the image as PNG or WebP and upload that.',
      );
    throw new MediaRefusal(
      'not-an-image',
      'This file is not a JPEG, PNG, WebP, AVIF or GIF image (its contents were checked, not its name).',
    );
  }
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height)
    throw new MediaRefusal('damaged', `The ${FORMAT_LABELS[format]} file is damaged: its size cannot be read.`);
  const pixels = header.width * header.height;
  if (pixels > MAX_PIXELS)
    throw new MediaRefusal(
      'too-many-pixels',
      `The image is ${header.width} × ${header.height} pixels (${(pixels / 1_000_000).toFixed(0)} megapixels); the library takes at most ${MAX_MEGAPIXELS} megapixels.`,
    );
  const [long, short] = [Math.max(header.width, header.height), Math.min(header.width, header.height)];
  if (long > short * MAX_ASPECT_RATIO)
    throw new MediaRefusal(
      'proportions',
      `The image is ${header.width} × ${header.height} pixels: its long side is ${Math.round(long / short)} times its short side, and the library takes images up to ${MAX_ASPECT_RATIO} times as long as they are wide.`,
    );
  // EXIF orientations 5 to 8 turn the picture a quarter: upright, its width is the stored height.
  const quarterTurn = (header.orientation ?? 1) >= 5;
  const master = await makeMaster(bytes, format).catch((error: unknown) => {
    throw new MediaRefusal(
      'damaged',
      `The ${FORMAT_LABELS[format]} file is damaged or incomplete and cannot be read (${shortReason(error)}).`,
    );
  });
  const { id, revision } = fingerprintOf(bytes);
  return {
    id,
    revision,
    format,
    width: quarterTurn ? header.height : header.width,
    height: quarterTurn ? header.width : header.height,
    bytes: bytes.length,
    master: master.data,
    masterKey: masterKeyOf(id, format),
  };
}

function looksLikeSvg(bytes: Buffer): boolean {
  const start = bytes.subarray(0, 4096).toString('utf8').toLowerCase();
  return start.includes('<svg') || (start.includes('<?xml') && start.includes('svg'));
}

function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .split('\n')[0]!
    .replace(/^Input (buffer|file) /, '')
    .slice(0, 120);
}

/** The master keeps the upload's kind of compression: JPEG stays JPEG, lossless stays lossless. */
function masterFileOf(format: MediaFormat): string {
  return format === 'jpeg' ? 'master.jpeg' : format === 'png' || format === 'gif' ? 'master.png' : 'master.webp';
}

/** The storage key of an item's master: `<id>/master.jpeg`, or `<id>/master-<revision>.jpeg` for a replacement. */
export function masterKeyOf(id: string, format: MediaFormat, revision = ''): string {
  const file = masterFileOf(format);
  return `${id}/${revision ? file.replace('.', `-${revision}.`) : file}`;
}

async function makeMaster(bytes: Buffer, format: MediaFormat) {
  // failOn 'truncated': a cut-off file is refused rather than saved with a grey lower half. Only the first frame of
  // an animated GIF is read.
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', pages: 1 })
    .rotate()
    .resize({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  // sharp writes no metadata unless asked (keepMetadata/withMetadata): EXIF, GPS, XMP and ICC are all left behind.
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      : format === 'png' || format === 'gif'
        ? image.png({ compressionLevel: 6 })
        : image.webp({ quality: 92, alphaQuality: 100 });
  return encoded.toBuffer({ resolveWithObject: true });
}

interface VariantFile {
  key: string;
  data: Buffer;
}

export interface Variants {
  widths: number[];
  files: VariantFile[];
  /**
   * A 16-pixel-wide blurred WebP as a data: URL, shown behind the image while it loads; none for an image with
   * transparency, through which it would stay visible.
   */
  placeholder: string | null;
}

/** The AVIF and WebP files of every width, from a master decoded once. */
export async function makeVariants(id: string, master: Buffer, revision = ''): Promise<Variants> {
  const { data, info } = await sharp(master).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const widths = variantWidthsFor(info.width);
  const files: VariantFile[] = [];
  for (const width of widths) {
    for (const format of ['avif', 'webp'] as const satisfies VariantFormat[]) {
      // A bound on each encode, whatever the image: a job past it fails the item (shown in the library) instead of
      // holding the queue.
      const resized = sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .timeout({ seconds: VARIANT_SECONDS });
      const encoded = await (format === 'avif' ? resized.avif(AVIF) : resized.webp(WEBP)).toBuffer();
      files.push({ key: variantKey(id, width, format, revision), data: encoded });
    }
  }
  if (info.channels === 4) return { widths, files, placeholder: null };
  const tiny = await sharp(data, raw).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return { widths, files, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}
