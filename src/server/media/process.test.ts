import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptImage, makeVariants, MASTER_MAX_SIDE, MediaRefusal, type RefusalReason } from './process';

/** A JPEG as a phone writes it: sideways (orientation 6) with GPS coordinates and a description in its EXIF. */
async function phoneJpeg(width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'home address' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2915/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 7/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function refusal(bytes: Buffer): Promise<{ reason: RefusalReason; message: string }> {
  const error = await acceptImage(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaRefusal);
  return { reason: (error as MediaRefusal).reason, message: (error as MediaRefusal).message };
}

describe('acceptImage', () => {
  it('turns a phone photo upright and leaves none of its metadata in the master', async () => {
    const upload = await phoneJpeg();
    const uploaded = await sharp(upload).metadata();
    expect(uploaded.orientation).toBe(6);
    expect(uploaded.exif?.includes(Buffer.from('home address'))).toBe(true);
    const image = await acceptImage(upload);
    expect(image).toMatchObject({ format: 'jpeg', width: 300, height: 400, bytes: upload.length });
    // One SHA-256 of the bytes: its first 20 hex digits name the item, its first 10 a replacement's files.
    const digest = createHash('sha256').update(upload).digest('hex');
    expect([image.id, image.revision]).toEqual([digest.slice(0, 20), digest.slice(0, 10)]);
    expect(image.masterKey).toBe(`${image.id}/master.jpeg`);
    const master = await sharp(image.master).metadata();
    expect(master.exif).toBeUndefined();
    expect(master.xmp).toBeUndefined();
    expect(master.icc).toBeUndefined();
    expect(master.orientation).toBeUndefined();
    expect(image.master.includes(Buffer.from('home address'))).toBe(false);
  });

  it('gives the same file the same id, and another file another', async () => {
    const a = await acceptImage(await phoneJpeg());
    const b = await acceptImage(await phoneJpeg());
    const c = await acceptImage(await phoneJpeg(401, 300));
    expect(a.id).toBe(b.id);
    expect(c.id).not.toBe(a.id);
  });

  it('takes PNG, WebP, AVIF and the first frame of a GIF, decided from the bytes', async () => {
    const base = () => sharp({ create: { width: 64, height: 48, channels: 4, background: '#0f172a80' } });
    const cases = [
      ['png', await base().png().toBuffer(), 'master.png'],
      ['webp', await base().webp().toBuffer(), 'master.webp'],
      ['avif', await base().avif().toBuffer(), 'master.webp'],
      ['gif', await base().gif().toBuffer(), 'master.png'],
    ] as const;
    for (const [format, bytes, master] of cases) {
      const image = await acceptImage(bytes);
      expect(image, format).toMatchObject({ format, width: 64, height: 48 });
      expect(image.masterKey.endsWith(master), format).toBe(true);
    }
  });

  it('refuses what is not an image, whatever it is called', async () => {
    expect(await refusal(Buffer.from('name,email\nAda,ada@example.com\n'))).toMatchObject({ reason: 'not-an-image' });
    expect(await refusal(Buffer.from('%PDF-1.7\n'))).toMatchObject({ reason: 'not-an-image' });
    const svg = await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.reason).toBe('svg');
    expect(svg.message).toMatch(/SVG files are not accepted/);
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ reason: 'empty' });
  });

  it('refuses a decompression bomb from its header: 60 megapixels', async () => {
    // 10,000 × 6,000 pixels of one colour compress to a few kilobytes.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { reason, message } = await refusal(bomb);
    expect(reason).toBe('too-many-pixels');
    expect(message).toMatch(/10000 × 6000 pixels \(60 megapixels\); the library takes at most 50 megapixels/);
  });

  it('refuses a strip no variant could hold, from its header: 400 × 120,000 (F7)', async () => {
    const strip = await sharp({ create: { width: 400, height: 12_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // The header says 120,000 tall: only the IHDR's height field is changed, so nothing is decoded to find out.
    const ihdrHeight = strip.indexOf('IHDR') + 8;
    strip.writeUInt32BE(120_000, ihdrHeight);
    const { reason, message } = await refusal(strip);
    expect(reason).toBe('proportions');
    expect(message).toMatch(/400 × 120000 pixels: its long side is 300 times its short side/);
    // A wide panorama is taken.
    const panorama = await sharp({ create: { width: 6000, height: 1000, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .toBuffer();
    expect((await acceptImage(panorama)).width).toBe(6000);
  });

  it('keeps a master of at most 3,200 pixels a side, so the variants of 49 megapixels cost what 10 do (F7)', async () => {
    // 7,000 × 7,000 pixels of one colour: 150 KB of PNG, under the 50-megapixel bound.
    const large = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const image = await acceptImage(large);
    expect([image.width, image.height]).toEqual([7000, 7000]);
    expect(await sharp(image.master).metadata()).toMatchObject({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE });
    const variants = await makeVariants(image.id, image.master);
    expect(variants.widths.at(-1)).toBe(1600);
  });

  it('refuses a truncated JPEG instead of keeping half a picture', async () => {
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2563eb' } })
      .composite([
        {
          input: Buffer.from('<svg width="800" height="600"><circle cx="400" cy="300" r="250" fill="#f97316"/></svg>'),
        },
      ])
      .jpeg()
      .toBuffer();
    const { reason, message } = await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(reason).toBe('damaged');
    expect(message).toMatch(/^The JPEG file is damaged or incomplete/);
  });
});

describe('makeVariants', () => {
  it('makes AVIF and WebP at each width up to the image’s own, without metadata, and a placeholder', async () => {
    // Turned upright, the 1000 × 700 photo is 700 pixels wide.
    const image = await acceptImage(await phoneJpeg(1000, 700));
    const variants = await makeVariants(image.id, image.master);
    expect(variants.widths).toEqual([96, 192, 400, 640, 700]);
    expect(variants.files.map((f) => f.key)).toEqual(
      variants.widths.flatMap((w) => [`${image.id}/${w}.avif`, `${image.id}/${w}.webp`]),
    );
    for (const file of variants.files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.format === 'heif' || meta.format === 'webp', file.key).toBe(true);
      expect(meta.width).toBe(Number(file.key.split('/')[1]!.split('.')[0]));
      expect(meta.exif).toBeUndefined();
    }
    expect(variants.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(variants.placeholder!.length).toBeLessThan(400);
  });

  it('gives an image with transparency no placeholder, which would show through it', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#f9731600' } })
      .png()
      .toBuffer();
    const image = await acceptImage(logo);
    const variants = await makeVariants(image.id, image.master);
    expect(variants.placeholder).toBeNull();
    expect(variants.widths).toEqual([96, 192, 300]);
  });
});
