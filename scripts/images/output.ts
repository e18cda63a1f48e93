import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { aspectRatios, imageVariants, variantWidths, type ImageGroup } from '../../src/lib/images';
import { AVIF, previewDir, publicDir, WEBP } from './config';

export interface Job {
  label: string;
  /** Files (relative to public/) this job writes. */
  outputs: string[];
  run: () => Promise<void>;
}

export const stats = { written: 0, bytes: 0, skipped: 0 };

export function write(relative: string, data: Buffer | string): void {
  if (previewDir) return writePreview(relative, data);
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  stats.written += 1;
  stats.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
}

export const previews: Promise<unknown>[] = [];

/** --preview: every image becomes one PNG named after its site path. */
function writePreview(relative: string, data: Buffer | string): void {
  const name = relative
    .replace(/^images\//, '')
    .replace(/\//g, '_')
    .replace(/\.[a-z0-9]+$/, '.png');
  mkdirSync(path.resolve(previewDir ?? '.'), { recursive: true });
  const file = path.join(path.resolve(previewDir ?? '.'), name);
  if (typeof data === 'string') previews.push(sharp(Buffer.from(data), { density: 288 }).png().toFile(file));
  else writeFileSync(file, data);
  stats.written += 1;
}

export function rel(sitePath: string): string {
  return sitePath.replace(/^\//, '');
}

/** Every width of a site WebP in WebP and AVIF, plus the canonical WebP at the widest width. */
export function rasterJob(sitePath: string, group: ImageGroup, draw: (width: number) => string): Job {
  const variants = imageVariants(sitePath);
  const widest = Math.max(...variantWidths[group]);
  const outputs = [rel(sitePath), ...variants.flatMap((v) => [rel(v.webp), rel(v.avif)])];
  return {
    label: sitePath,
    outputs,
    run: async () => {
      const master = await sharp(Buffer.from(draw(widest)))
        .png()
        .toBuffer();
      if (previewDir) return write(rel(sitePath), master);
      for (const variant of variants) {
        const height = Math.round(variant.width / aspectRatios[group]);
        const resized =
          variant.width === widest
            ? sharp(master)
            : sharp(master).resize(variant.width, height, { kernel: 'lanczos3' });
        const png = await resized.png().toBuffer();
        const webp = await sharp(png).webp(WEBP).toBuffer();
        write(rel(variant.webp), webp);
        write(rel(variant.avif), await sharp(png).avif(AVIF).toBuffer());
        if (variant.width === widest) write(rel(sitePath), webp);
      }
      if (variants.length === 0) await writeSingleRaster(sitePath, master);
    },
  };
}

async function writeSingleRaster(sitePath: string, master: Buffer): Promise<void> {
  const ext = path.extname(sitePath);
  const image = sharp(master);
  const data =
    ext === '.png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : ext === '.jpg'
        ? await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
        : await image.webp(WEBP).toBuffer();
  write(rel(sitePath), data);
}

/** PNG for og cards: a 256-colour palette when it is much smaller and still smooth, else full colour. */
export async function writePng(relative: string, svg: () => string): Promise<void> {
  const master = await sharp(Buffer.from(svg())).png().toBuffer();
  const full = await sharp(master).png({ compressionLevel: 9 }).toBuffer();
  const indexed = await sharp(master).png({ compressionLevel: 9, palette: true, quality: 100, dither: 0.5 }).toBuffer();
  write(relative, indexed.length < full.length * 0.7 ? indexed : full);
}

export function svgJob(relative: string, svg: () => string): Job {
  return { label: `/${relative}`, outputs: [relative], run: async () => write(relative, svg()) };
}
