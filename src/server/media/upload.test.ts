import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'agency-upload-'));
const mediaDir = path.join(dir, 'media');
process.env.DATABASE_URL = `file:${path.join(dir, 'site.db')}`;
process.env.MEDIA_DIR = mediaDir;
process.env.MEDIA_MAX_BYTES = String(1024 * 1024);

const { getDb } = await import('@/server/db');
const { migrateToLatest } = await import('@/server/db/migrate');
const { OWNER_ID } = await import('@/server/auth/user');
const { createSession, readSession } = await import('@/server/auth/session');
const { receiveUpload } = await import('./upload');

beforeAll(async () => {
  await migrateToLatest(getDb());
});

async function ownerSession() {
  const { token } = await createSession(getDb(), { userId: OWNER_ID, ipHash: null, userAgent: null });
  return (await readSession(getDb(), token))!;
}

/** A request body sent in 64 KB pieces, counting how many bytes the server asked for. */
function body(bytes: Buffer) {
  const piece = 64 * 1024;
  const sent = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(sent.bytes, sent.bytes + piece));
      sent.bytes += piece;
    },
  });
  return { stream, sent };
}

/** The `event` of every log line written while `work` runs. */
async function loggedEvents(work: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
  try {
    await work();
  } finally {
    out.mockRestore();
  }
  return lines.flatMap((line) => line.trim().split('\n')).map((line) => (JSON.parse(line) as { event: string }).event);
}

describe('receiveUpload', () => {
  it('refuses a file over MEDIA_MAX_BYTES once, naming its size and the limit, and stores nothing of it', async () => {
    const session = await ownerSession();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2563eb' } })
      .jpeg()
      .toBuffer();
    const huge = Buffer.concat([photo, Buffer.alloc(3 * 1024 * 1024)]);
    const { stream, sent } = body(huge);
    let outcome: unknown;
    const events = await loggedEvents(async () => {
      outcome = await receiveUpload(session, { body: stream, declaredBytes: huge.length, fileName: 'huge.jpg' });
    });

    expect(outcome).toEqual({
      ok: false,
      error: 'too-large',
      message: 'The file is 3.0 MB; the largest image the library takes is 1.0 MB.',
      status: 413,
    });
    expect(events).toEqual(['media.upload_refused']);
    // Read no further than the limit and the piece that passed it.
    expect(sent.bytes).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
    expect(await getDb().selectFrom('media').selectAll().execute()).toEqual([]);
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([]);
  });

  it('names the limit alone when the sender did not say how large the file is', async () => {
    const { stream } = body(Buffer.alloc(2 * 1024 * 1024));
    const outcome = await receiveUpload(await ownerSession(), {
      body: stream,
      declaredBytes: undefined,
      fileName: 'stream.jpg',
    });
    expect(outcome).toMatchObject({
      ok: false,
      message: 'The file is over 1.0 MB; the largest image the library takes is 1.0 MB.',
    });
  });

  it('takes a file under the limit', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    const outcome = await receiveUpload(await ownerSession(), {
      body: body(photo).stream,
      declaredBytes: photo.length,
      fileName: 'green.png',
    });
    expect(outcome).toMatchObject({ ok: true, status: 'added', item: { fileName: 'green.png', width: 640 } });
  });
});
