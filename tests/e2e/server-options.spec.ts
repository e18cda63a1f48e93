import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rawRequest } from '../support/raw-http';
import { openServerLog } from '../support/server-logs';
import { expect, test } from './fixtures';
import { serverPort } from '../support/ports';

/**
 * The production server (server.mjs) as an operator configures it from the environment alone: bound to loopback by
 * HOSTNAME (no -H), behind one proxy (TRUST_PROXY=1), with short request timeouts so slow clients are cut off quickly.
 */
test.describe.configure({ mode: 'serial' });

const port = serverPort();
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  // Starts a production server on a new database and waits, up to 100 s, until its health check answers.
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-server-options-'));
  const log = openServerLog(`server-${port}`);
  server = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    env: {
      ...process.env,
      HOSTNAME: '127.0.0.1',
      TRUST_PROXY: '1',
      HEADERS_TIMEOUT_MS: '1000',
      BODY_TIMEOUT_MS: '2000',
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      LOG_LEVEL: 'debug',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  await expect
    .poll(
      () =>
        rawRequest({ port, path: '/api/health' }).then(
          ({ status }) => status,
          () => 0,
        ),
      { timeout: 100_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** Whether a TCP connection to `host` on the server's port is accepted. */
function accepts(host: string) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('with HOSTNAME=127.0.0.1 and no -H option the server listens on 127.0.0.1 alone', async () => {
  expect(await accepts('127.0.0.1')).toBe(true);
  // Another loopback address reaches a server that listens on every interface, and only that.
  expect(await accepts('127.0.0.2')).toBe(false);
});

/** Sends `head`, then a byte every 200 ms; what came back and after how long the server closed the connection. */
function trickle(head: string) {
  return new Promise<{ answer: string; closedAfterMs: number | undefined }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setInterval(() => socket.write('x'), 200);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(undefined), 10_000);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
  });
}

test('a client trickling its headers is answered 408 and cut off within HEADERS_TIMEOUT_MS (F5)', async () => {
  const { answer, closedAfterMs } = await trickle('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(closedAfterMs).toBeGreaterThanOrEqual(1000);
  expect(closedAfterMs).toBeLessThan(3000);
  test.info().annotations.push({ type: 'figure', description: `headers trickled: closed after ${closedAfterMs} ms` });
});

test('a 2,000,000-byte POST trickled at a byte a tick is answered 408 and cut off within BODY_TIMEOUT_MS (F5)', async () => {
  const { answer, closedAfterMs } = await trickle(
    'POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 2000000\r\n\r\n',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(closedAfterMs).toBeGreaterThanOrEqual(2000);
  expect(closedAfterMs).toBeLessThan(4000);
  test.info().annotations.push({ type: 'figure', description: `body trickled: closed after ${closedAfterMs} ms` });
  expect((await rawRequest({ port, path: '/api/health' })).status).toBe(200);
});

test('over https a page of each renderer, a file, a build script of each, a missing file and the server’s own 411 and 413 carry HSTS (E2)', async () => {
  const https = { 'x-forwarded-proto': 'https' };
  // Next.js's page: the admin's sign-in.
  const page = await rawRequest({ port, path: '/admin-login', headers: https });
  const script = /<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
  expect(script).not.toBe('');
  // A page of the islands renderer and one of its island's files (src/node-server/island-assets.mjs).
  const islandsPage = await rawRequest({ port, path: '/about-us', headers: https });
  const islandScript = /\scomponent-url="(\/_astro\/[^"]+\.js)"/.exec(islandsPage.body)?.[1] ?? '';
  expect(islandScript).not.toBe('');
  const answers = {
    page,
    'islands page': islandsPage,
    image: await rawRequest({ port, path: '/images/og/default.png', headers: https }),
    script: await rawRequest({ port, path: script, headers: https }),
    'island script': await rawRequest({ port, path: islandScript, headers: https }),
    'missing file': await rawRequest({ port, path: '/images/no-such-image.webp', headers: https }),
    'too large': await rawRequest({
      port,
      path: '/api/events',
      method: 'POST',
      headers: { ...https, 'content-length': '3000000' },
    }),
    'unknown length': await rawRequest({
      port,
      path: '/api/events',
      method: 'POST',
      headers: { ...https, 'transfer-encoding': 'chunked' },
      body: '{}',
    }),
  };
  expect(Object.values(answers).map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 404, 413, 411]);
  for (const [label, { headers }] of Object.entries(answers))
    expect(headers['strict-transport-security'], label).toMatch(/max-age=\d{8}/);
  const plain = await rawRequest({ port, path: '/images/og/default.png' });
  expect(plain.headers['strict-transport-security']).toBeUndefined();
});
