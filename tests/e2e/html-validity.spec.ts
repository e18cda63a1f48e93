import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { expect, test } from './fixtures';
import { locales, localized, publicPaths } from './routes';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Every public page in every language, a detail page of each kind not in the route table, a project with a video, a
 * contact page carrying a calculator estimate, and the 404 page.
 */
const pages = [
  ...locales.flatMap((locale) => publicPaths.map((page) => localized(locale, page))),
  '/portfolio/16',
  '/case-studies/m1',
  '/contact-us?tab=web&options=web-type-business,web-design-custom',
  '/ar/contact-us?tab=web&options=web-type-business',
  '/no-such-page',
];

test('every public page is valid HTML: the W3C Nu HTML Checker finds no error', async ({ request }) => {
  // About a hundred pages fetched, then one run of the checker (its JVM starts once): 25 s quiet.
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const files = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(page === '/no-such-page' ? 404 : 200);
      const file = path.join(dir, `${index}.html`);
      await writeFile(file, await response.text());
      files.set(`file:${file}`, page);
    }
    // The checker prints its JSON report on stderr; --exit-zero-always because errors are what this test reads.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', String(vnuJar), '--format', 'json', '--exit-zero-always', '--errors-only', ...files.keys()].map((arg) =>
        arg.replace(/^file:/, ''),
      ),
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        error.code === 'ENOENT'
          ? 'The W3C HTML checker needs Java 11 or later: apt-get install default-jre-headless'
          : String(error),
      );
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}, line ${message.lastLine ?? '?'}: ${message.message} ${message.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
