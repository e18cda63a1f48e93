import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from './client-address.mjs';
import { createRequestHandler } from './handler.mjs';
import { bodyRateFloor, MAX_BODY_BYTES, UPLOAD_MIN_BYTES_PER_SECOND, UPLOAD_PATH } from './request-rules.mjs';
import { DEFAULT_MEDIA_MAX_BYTES, serverTimeouts } from './server-options.mjs';
import { LINGER_MS } from './lingering-close.mjs';
import { guardSlowRequests, type SlowRequestLimits } from './slow-requests.mjs';

/** Stands in for Next.js reading a request body to the end before it answers. */
async function readsBody(request: IncomingMessage, response: ServerResponse) {
  const size = await new Promise<number>((resolve) => {
    let read = 0;
    request.on('data', (chunk: Buffer) => (read += chunk.length));
    request.on('end', () => resolve(read));
  });
  response.end(`read ${size} bytes`);
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** Stands in for Next.js answering a method the route does not take, without reading the body. */
async function answersUnread(_request: IncomingMessage, response: ServerResponse) {
  response.statusCode = 405;
  response.end('Method Not Allowed');
}

/** The production request handler on a real socket, guarded as server.mjs guards it. */
async function listen(
  limits: SlowRequestLimits,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown> = readsBody,
) {
  server = createServer(
    createRequestHandler({
      handle,
      stamp: () => undefined,
      trustProxy: parseTrustProxy(undefined),
      uploadBytes: DEFAULT_MEDIA_MAX_BYTES,
    }),
  );
  guardSlowRequests(server, limits);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Sends `head` at once, then `bytes` bytes (one unless told) every `everyMs` (`burst` at once after `everyMs`
 * instead), and says what came back and when the server closed the connection (undefined if it had not after
 * `giveUpMs`).
 */
function trickle(
  port: number,
  head: string,
  options: { everyMs: number; giveUpMs: number; burst?: string; bytes?: number; halfOpen?: boolean },
) {
  return new Promise<{ answer: string; closedAfterMs: number | undefined }>((resolve) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: options.halfOpen ?? false });
    let answer = '';
    const timer = setInterval(() => {
      if (options.burst !== undefined) {
        socket.write(options.burst);
        clearInterval(timer);
      } else if (!socket.destroyed) socket.write('x'.repeat(options.bytes ?? 1));
    }, options.everyMs);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(undefined), options.giveUpMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
  });
}

/**
 * A small POST from another process, so that it is sent whole while this one is busy: what came back. The client
 * creates the file `sent`, if given, once the request is written.
 */
async function requestFromAnotherProcess(port: number, sent = ''): Promise<string> {
  const client = spawn(process.execPath, [
    '-e',
    `const s = require('net').connect(${port}, '127.0.0.1', () =>
       s.write('POST /api/events HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 5\\r\\nConnection: close\\r\\n\\r\\nhello',
         () => ${JSON.stringify(sent)} && require('fs').writeFileSync(${JSON.stringify(sent)}, '')));
     let answer = '';
     s.on('data', (chunk) => (answer += chunk));
     s.on('close', () => process.stdout.write(answer));`,
  ]);
  let answer = '';
  client.stdout.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  await new Promise((resolve) => client.once('exit', resolve));
  return answer;
}

/**
 * Sends `head` and then `bodyBytes` bytes from another process, as fast as the connection takes them, as a browser or a
 * script does that does not wait to be told to go on; says what came back before the connection ended, how it ended
 * (a reset or a broken pipe before the answer was read loses it), and how long it was open. With `goesOn` the client
 * keeps sending after the server has ended its side, as a hostile one may.
 */
async function sendWhole(port: number, head: string, bodyBytes: number, { goesOn = false } = {}) {
  const client = spawn(process.execPath, [
    '-e',
    `const started = Date.now();
     const s = require('net').connect({ port: ${port}, host: '127.0.0.1', allowHalfOpen: ${goesOn} });
     const piece = Buffer.alloc(65536, '[');
     let left = ${bodyBytes};
     const write = () => {
       while (left > 0 && !s.destroyed) {
         const more = s.write(left >= piece.length ? piece : piece.subarray(0, left));
         left -= piece.length;
         if (!more) return void s.once('drain', write);
       }
       s.end();
     };
     s.on('connect', () => (s.write(${JSON.stringify(head)}), write()));
     let answer = '';
     let error = '';
     s.on('data', (chunk) => (answer += chunk));
     s.on('error', (failure) => (error = failure.code));
     s.on('close', () => process.stdout.write(JSON.stringify({ answer, error, openMs: Date.now() - started })));`,
  ]);
  let out = '';
  client.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => client.once('exit', resolve));
  return JSON.parse(out) as { answer: string; error: string; openMs: number };
}

/** Short enough for a test; the defaults are 10 s and 30 s. */
const timeouts = serverTimeouts({ HEADERS_TIMEOUT_MS: '400', BODY_TIMEOUT_MS: '1200' });

const slowBody =
  'POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 2000000\r\n\r\n';

describe('the production server on a real socket', () => {
  it('answers a client that trickles its headers 408 and closes within the headers timeout (F5)', async () => {
    const port = await listen(timeouts);
    const result = await trickle(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', {
      everyMs: 100,
      giveUpMs: 4000,
    });
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(result.closedAfterMs).toBeLessThan(1400);
  });

  it('answers a POST whose body trickles in at a byte a tick 408 and closes within the body timeout (F5)', async () => {
    const port = await listen(timeouts);
    const result = await trickle(port, slowBody, { everyMs: 100, giveUpMs: 5000 });
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(1200);
    expect(result.closedAfterMs).toBeLessThan(2500);
  });

  it('lets a body that arrives within the body timeout through, even after the headers timeout (F5)', async () => {
    const port = await listen(timeouts);
    const head = 'POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nConnection: close\r\n\r\n';
    const result = await trickle(port, head, { everyMs: 700, giveUpMs: 3000, burst: 'hello' });
    expect(result.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(result.answer).toContain('read 5 bytes');
  });

  describe('a media upload (F5)', () => {
    /** The rule of server.mjs, at 2,000 bytes a second instead of 16 KiB so that a test can go either side of it. */
    const floor = 2_000;
    const withFloor = { ...timeouts, bodyRateFloor: (request: IncomingMessage) => bodyRateFloor(request) && floor };
    /** An upload from a page of the site with a session cookie (whether the session is live is the route's to say). */
    const upload = (
      bytes: number,
      path = UPLOAD_PATH,
      headers = 'Origin: http://127.0.0.1\r\nCookie: admin-session=a',
    ) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`;

    it('takes longer than the body timeout while it keeps coming at the floor’s rate', async () => {
      const port = await listen(withFloor);
      // 200 bytes every 50 ms (4,000 a second) for 2.5 s: twice the floor, twice the body timeout.
      const result = await trickle(port, upload(10_000), { everyMs: 50, bytes: 200, giveUpMs: 6000 });
      expect(result.answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(result.answer).toContain('read 10000 bytes');
    });

    it('is cut off with 408 after the body timeout when it trickles below the floor', async () => {
      const port = await listen(withFloor);
      // 50 bytes every 50 ms: 1,000 a second, half the floor.
      const result = await trickle(port, upload(10_000), { everyMs: 50, bytes: 50, giveUpMs: 6000 });
      expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(result.closedAfterMs).toBeGreaterThanOrEqual(1200);
      expect(result.closedAfterMs).toBeLessThan(2500);
    });

    it('is the only body the floor lets run late: the same steady post elsewhere is cut off at the timeout', async () => {
      const port = await listen(withFloor);
      const result = await trickle(port, upload(10_000, '/api/events'), { everyMs: 50, bytes: 200, giveUpMs: 6000 });
      expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(result.closedAfterMs).toBeLessThan(2500);
    });

    it('is refused at once, its body unread, without a session cookie (401), from another site (403) or as an action (400) (A1, C1)', async () => {
      const port = await listen(withFloor);
      const anonymous = await trickle(port, upload(20_000_000, UPLOAD_PATH, 'Origin: http://127.0.0.1'), {
        everyMs: 50,
        bytes: 16_384,
        giveUpMs: 3000,
      });
      expect(anonymous.answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(anonymous.answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(anonymous.closedAfterMs).toBeLessThan(1000);
      const foreign = await trickle(
        port,
        upload(20_000_000, UPLOAD_PATH, 'Origin: https://evil.example\r\nCookie: admin-session=a'),
        { everyMs: 50, bytes: 16_384, giveUpMs: 3000 },
      );
      expect(foreign.answer).toMatch(/^HTTP\/1\.1 403 /);
      expect(foreign.closedAfterMs).toBeLessThan(1000);
      // Shaped as a server action (multipart, or its header): no action is posted here, and Next.js would answer 500.
      const multipart =
        'Origin: http://127.0.0.1\r\nCookie: admin-session=a\r\nContent-Type: multipart/form-data; boundary=x';
      const action = await trickle(port, upload(20_000_000, UPLOAD_PATH, multipart), {
        everyMs: 50,
        bytes: 16_384,
        giveUpMs: 3000,
      });
      expect(action.answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(action.closedAfterMs).toBeLessThan(1000);
    });

    it('answers a client that sends its whole body without waiting: the refusal arrives, never a reset (A1, C1, F2)', async () => {
      const port = await listen(withFloor);
      const cases = [
        { head: upload(8_000_000, UPLOAD_PATH, 'Origin: http://127.0.0.1'), bytes: 8_000_000, status: 401 },
        { head: upload(1_000_000, UPLOAD_PATH, 'Origin: https://evil.example'), bytes: 1_000_000, status: 403 },
        { head: upload(MAX_BODY_BYTES + 65_536, '/api/events'), bytes: MAX_BODY_BYTES + 65_536, status: 413 },
      ];
      for (const { head, bytes, status } of cases) {
        for (let round = 0; round < 3; round++) {
          const { answer, error } = await sendWhole(port, head, bytes);
          expect(answer, `${head.split('\r\n')[0]}: ${error}`).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        }
      }
    });

    it('answers a client that sends its whole body and asks to close, when the route answers without reading it: the answer arrives, never a reset (F2)', async () => {
      // As a fuzzed PUT to the media route did: Next.js answered 405 unread, and Node reset the still-sending client.
      const port = await listen(withFloor, answersUnread);
      const head = `PUT ${UPLOAD_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: admin-session=a\r\nContent-Length: 1000000\r\nConnection: close\r\n\r\n`;
      for (let round = 0; round < 5; round++) {
        const { answer, error } = await sendWhole(port, head, 1_000_000);
        expect(answer, error).toMatch(/^HTTP\/1\.1 405 /);
      }
    });

    it('stops taking a refused body from a client that goes on sending after LINGER_MS or the largest body (F2)', async () => {
      // The headers timeout also closes a connection idle after its answer: here, as in production, it is the longer.
      const port = await listen({ ...withFloor, headersTimeout: 2 * LINGER_MS });
      // Announces 1 GB and sends it as fast as loopback goes: cut off once 20 MB (the upload limit) are thrown away.
      const flood = await sendWhole(port, upload(1_000_000_000, '/api/events'), 1_000_000_000, { goesOn: true });
      expect(flood.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(flood.openMs).toBeLessThan(LINGER_MS);
      // Announces 20 MB and sends 16 KB every 50 ms, never stopping: cut off after LINGER_MS.
      const anonymous = await trickle(port, upload(20_000_000, UPLOAD_PATH, 'Origin: http://127.0.0.1'), {
        everyMs: 50,
        bytes: 16_384,
        giveUpMs: LINGER_MS + 2000,
        halfOpen: true,
      });
      expect(anonymous.answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(anonymous.closedAfterMs).toBeGreaterThanOrEqual(LINGER_MS);
      expect(anonymous.closedAfterMs).toBeLessThan(LINGER_MS + 1000);
    });

    it('lets a 20 MB photo take up to 21 minutes at the floor server.mjs sets', () => {
      expect(UPLOAD_MIN_BYTES_PER_SECOND).toBe(16 * 1024);
      expect(DEFAULT_MEDIA_MAX_BYTES / UPLOAD_MIN_BYTES_PER_SECOND / 60).toBeCloseTo(21.3, 1);
      const headers = { host: 'site.test', origin: 'http://site.test', cookie: 'admin-session=abc123' };
      expect(bodyRateFloor({ method: 'POST', url: `${UPLOAD_PATH}?x=1`, headers })).toBe(UPLOAD_MIN_BYTES_PER_SECOND);
      expect(bodyRateFloor({ method: 'POST', url: '/api/events', headers })).toBeUndefined();
      expect(bodyRateFloor({ method: 'GET', url: UPLOAD_PATH, headers })).toBeUndefined();
      // The slow-upload allowance is for a signed-in person of this site only.
      expect(bodyRateFloor({ method: 'POST', url: UPLOAD_PATH, headers: { ...headers, cookie: '' } })).toBeUndefined();
      const foreign = { ...headers, origin: 'https://evil.example' };
      expect(bodyRateFloor({ method: 'POST', url: UPLOAD_PATH, headers: foreign })).toBeUndefined();
    });
  });

  it('answers a request that arrived in time although the server was busy past the limits before reading it (F5)', async () => {
    const port = await listen(timeouts);
    // As a write waiting out SQLite's busy timeout does: the server holds its event loop as soon as the client connects.
    server!.once('connection', () => {
      const until = Date.now() + 1_500;
      while (Date.now() < until);
    });
    const answer = await requestFromAnotherProcess(port);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('read 5 bytes');
  });

  it('does not count a connection slow for the time the server was held before it could read it (F5)', async () => {
    const port = await listen({ ...timeouts, checkEvery: 1 });
    // The client has sent its whole request and waits in the listen queue while the server's loop is held, so the
    // next round of the loop starts with a check due and the connection to accept.
    const sent = path.join(mkdtempSync(path.join(tmpdir(), 'slow-requests-')), 'sent');
    const answer = requestFromAnotherProcess(port, sent);
    const giveUp = Date.now() + 10_000;
    while (!existsSync(sent) && Date.now() < giveUp);
    // In that round, before the new socket is read, the server is held past the headers timeout again (as when a
    // write waiting out SQLite's busy timeout for another request comes up first).
    server!.once('connection', () => {
      const until = Date.now() + 1_000;
      while (Date.now() < until);
    });
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('serverTimeouts', () => {
  it('waits 10 s for the headers and 30 s for the whole request unless told otherwise, checking every second (F5)', () => {
    expect(serverTimeouts({})).toEqual({ headersTimeout: 10_000, requestTimeout: 30_000, checkEvery: 1000 });
    expect(serverTimeouts({ HEADERS_TIMEOUT_MS: '2000', BODY_TIMEOUT_MS: '5000' })).toMatchObject({
      headersTimeout: 2000,
      requestTimeout: 5000,
    });
  });

  it.each([
    [{ HEADERS_TIMEOUT_MS: '10s' }, /HEADERS_TIMEOUT_MS/],
    [{ BODY_TIMEOUT_MS: '0' }, /BODY_TIMEOUT_MS/],
    [{ BODY_TIMEOUT_MS: '-5' }, /BODY_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: '40000' }, /longer than BODY_TIMEOUT_MS/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => serverTimeouts(env)).toThrow(message);
  });
});
