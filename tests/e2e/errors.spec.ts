import Database from 'better-sqlite3';
import { adminServer, signIn } from '../support/admin';
import { serverLogLines, serverOutput } from '../support/server-logs';
import { expect, test } from './fixtures';

/**
 * SECURITY.md G1: a failure in a page, a server action and a route handler gives the visitor a calm message with a
 * reference, and the server's log holds one JSON line with that same reference and the details. The failure is real:
 * the spec's own database loses a table under the running server.
 */
test.describe.configure({ mode: 'serial' });

// A server of its own: the test takes tables away from under the running server, which no other spec may meet.
const server = adminServer();
const internals = /no such table|SQLITE_|at \w+ \(|node_modules|\.next\/server|documents_away/;

/** Renames a table of the running server's database (WAL: the server's connection sees it at once). */
function renameTable(from: string, to: string) {
  const db = new Database(server.databaseUrl.replace(/^file:/, ''));
  try {
    db.exec(`alter table ${from} rename to ${to}`);
  } finally {
    db.close();
  }
}

const loggedWith = (reference: string) =>
  serverLogLines(server.port).filter((line) => line.reference === reference && line.level === 'error');

test('a failed save shows its reference, and the log line with it says why (G1)', async ({ page }) => {
  await signIn(page, server.base, '/admin/services/web3');
  await page.getByLabel('Title', { exact: true }).fill('Web3 that will not be saved');
  renameTable('documents', 'documents_away');
  try {
    await page.getByRole('button', { name: 'Publish changes' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Not saved');
    const text = (await toast.textContent()) ?? '';
    expect(text).not.toMatch(internals);
    const reference = /reference ([0-9a-f]{8})/.exec(text)?.[1];
    expect(reference, text).toBeDefined();
    await expect.poll(() => loggedWith(reference!).length).toBe(1);
    expect(loggedWith(reference!)[0]).toMatchObject({ event: 'admin.save_failed', collection: 'services' });
    expect(String(loggedWith(reference!)[0]!.error)).toContain('documents');
  } finally {
    renameTable('documents_away', 'documents');
  }
});

// A page that lists content and a page with a lead form. ("Page not found" reads no content: it still answers 404.)
for (const path of ['/de/blog', '/de/contact-us']) {
  test(`${path} failing to render shows a calm page in its language with the reference the log line carries (G1)`, async ({
    page,
  }) => {
    renameTable('documents', 'documents_away');
    try {
      const response = await page.goto(`${server.base}${path}`);
      expect(response?.status()).toBe(500);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      expect(response?.headers()['cache-control']).toContain('no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei uns ist etwas schiefgelaufen');
      await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      const shown = (await page.getByTestId('error-reference').textContent()) ?? '';
      const reference = /^Referenz: (\S+)$/.exec(shown)?.[1];
      expect(reference, shown).toBeDefined();
      expect(await page.content()).not.toMatch(internals);
      await expect.poll(() => loggedWith(reference!).length).toBeGreaterThanOrEqual(1);
      expect(loggedWith(reference!)[0]).toMatchObject({ event: 'request.failed', path });
      expect(String(loggedWith(reference!)[0]!.error)).toContain('documents');
      // The details are in that JSON line only, no stack printed as plain text beside it.
      expect(serverOutput(server.port).filter((line) => !line.startsWith('{') && internals.test(line))).toEqual([]);
    } finally {
      renameTable('documents_away', 'documents');
    }
    // Once the database is whole again, trying again brings the page back (nothing of the failure was cached).
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Bei uns ist etwas schiefgelaufen');
    const again = await page.goto(`${server.base}${path}`);
    expect(again?.status()).toBe(200);
  });
}

test('a route handler that fails answers a generic 500 with a reference, logged with the details (G1)', async ({
  page,
}) => {
  await signIn(page, server.base, '/admin/leads');
  renameTable('leads', 'leads_away');
  try {
    const response = await page.request.get(`${server.base}/admin/leads/export`);
    expect(response.status()).toBe(500);
    const body = await response.text();
    expect(body).not.toMatch(internals);
    const { error, reference } = JSON.parse(body) as { error: string; reference: string };
    expect(error).toBe('internal_error');
    await expect.poll(() => loggedWith(reference).length).toBe(1);
    expect(loggedWith(reference)[0]).toMatchObject({ event: 'admin.leads_export_failed' });
    expect(String(loggedWith(reference)[0]!.error)).toContain('leads');
  } finally {
    renameTable('leads_away', 'leads');
  }
  test.info().annotations.push({
    type: 'figure',
    description: 'page, server action and route handler: reference shown = reference logged',
  });
});
