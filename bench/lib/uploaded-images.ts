import path from 'node:path';
import sharp from 'sharp';
import { OWNER_ID } from '../../src/server/auth/user';
import { createSession } from '../../src/server/auth/session';
import { connect } from '../../src/server/db/connect';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { getMedia, updateMedia } from '../../src/server/media/library';

/** How wide the stand-in camera photos are: a 12-megapixel phone photo is 4000 px. */
const PHOTO_WIDTH = 4000;

/**
 * Gives a project uploaded images in place of its seed artwork, as an agency would: each seed image (main image and
 * gallery) is enlarged into a 4000 px JPEG, uploaded through the admin's upload address with an owner session,
 * described with the project's alt text, and once the library has made its sizes, placed in the project. The page
 * is then measured as any other (`npm run bench -- /portfolio/<id> --uploaded=<id>`). Returns the seconds from the
 * first upload to the last image ready.
 */
export async function placeUploadedImages(base: string, databaseUrl: string, projectId: string): Promise<number> {
  const { db, close } = connect(databaseUrl);
  try {
    const stored = await getDocument(db, 'projects', projectId);
    if (!stored) throw new Error(`--uploaded: there is no project ${projectId}`);
    const { token } = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null });
    const sources = [stored.data.image, ...(stored.data.gallery ?? [])].filter((src): src is string => Boolean(src));
    const started = performance.now();
    const placed: string[] = [];
    for (const source of sources) {
      const photo = await sharp(path.join('public', source))
        .resize({ width: PHOTO_WIDTH })
        .jpeg({ quality: 90 })
        .toBuffer();
      const response = await fetch(`${base}/api/admin/media`, {
        method: 'POST',
        headers: {
          origin: base,
          cookie: `admin-session=${token}`,
          'content-type': 'application/octet-stream',
          'x-file-name': `${path.basename(source, '.webp')}-photo.jpg`,
        },
        body: photo,
      });
      if (!response.ok) throw new Error(`--uploaded: the upload of ${source} answered ${response.status}`);
      const { item } = (await response.json()) as { item: { id: string; path: string; version: number } };
      const alt = stored.data.imageAlt ?? stored.data.title;
      await updateMedia(db, item.id, item.version, { alt, caption: {}, focal: { x: 0.5, y: 0.5 } });
      placed.push(item.path);
    }
    const ids = placed.map((address) => address.split('/')[2]!);
    for (;;) {
      const items = await Promise.all(ids.map((id) => getMedia(db, id)));
      if (items.every((item) => item?.status === 'ready')) break;
      if (items.some((item) => item?.status === 'failed')) throw new Error('--uploaded: making the sizes failed');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const readySeconds = Math.round((performance.now() - started) / 100) / 10;
    const [image, ...gallery] = placed;
    await saveDocument(
      db,
      'projects',
      { ...stored.data, image, ...(gallery.length ? { gallery } : {}) },
      { by: OWNER_ID, expectedVersion: stored.version },
    );
    return readySeconds;
  } finally {
    await close();
  }
}
