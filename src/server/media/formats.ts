import type { MediaFormat } from '@/server/db/schema';

/**
 * The image format a file's first bytes say it is, whatever its name or declared type; undefined for anything else
 * (SVG, HTML, PDF, a renamed text file, HEIC…). Only these formats are accepted into the library.
 */
export function sniffFormat(bytes: Uint8Array): MediaFormat | undefined {
  const at = (offset: number, text: string) =>
    bytes.length >= offset + text.length &&
    [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (at(0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return 'gif';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  if (at(4, 'ftyp') && isAvifBrand(bytes)) return 'avif';
  return undefined;
}

/** An ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF (HEIC shares the container, not the codec). */
function isAvifBrand(bytes: Uint8Array): boolean {
  const size = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
  const end = Math.min(size, bytes.length);
  const brand = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  const brands = [brand(8)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(brand(offset));
  return brands.some((b) => b === 'avif' || b === 'avis');
}

export const FORMAT_LABELS: Record<MediaFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
};
