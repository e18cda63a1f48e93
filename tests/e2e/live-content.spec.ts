import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '../../src/server/db/connect';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { startProductionServer } from '../support/production-server';
import { expect, test } from './fixtures';
import { serverPort } from '../support/ports';

async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test('a document saved through the query layer shows on the next request, and after a restart', async ({ page }) => {
  // A production server started on a new database, stopped and started again:
  // 8.4 s quiet, 10.4 s with a third core's load.
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-live-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  const port = serverPort();
  let server = await startProductionServer(port, { DATABASE_URL: databaseUrl });
  const { db, close } = connect(databaseUrl);
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ROI');

    const stored = await getDocument(db, 'pages', 'home');
    expect(stored?.data.id).toBe('home');
    if (stored?.data.id !== 'home') return;
    const headline = `Edited at ${Date.now()}`;
    await saveDocument(
      db,
      'pages',
      {
        ...stored.data,
        blocks: stored.data.blocks.map((block, index) =>
          index === 0 && block.type === 'hero' ? { ...block, heading: { en: headline } } : block,
        ),
      },
      {
        by: 'admin',
        expectedVersion: stored.version,
      },
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);

    await stop(server);
    server = await startProductionServer(port, { DATABASE_URL: databaseUrl });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  } finally {
    await close();
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
});
