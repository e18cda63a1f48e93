import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import fc from 'fast-check';

/**
 * Hostile-input fuzzing of a running production server (tests/e2e/fuzz.spec.ts): which targets the build has, what to
 * send them, how to send it (raw bytes, lengths that lie), and what no answer may contain.
 */

const distDir = process.env.NEXT_DIST_DIR ?? '.next';

/** A running production server of the spec's own (`adminServer`). */
export interface FuzzServer {
  port: number;
  base: string;
  databaseUrl: string;
}

export interface ActionTarget {
  name: string;
  id: string;
  /** A page whose bundle holds the action: where the browser posts it. */
  path: string;
  /** Whether the action belongs to the admin (its source lives under admin). */
  admin: boolean;
}

export interface RouteTarget {
  name: string;
  path: string;
}

/** A page path for a worker of the build (`app/[locale]/(site)/about-us/page` → `/about-us`). */
function pagePath(worker: string): string {
  const segments = worker
    .replace(/^app\//, '')
    .replace(/\/(page|route)$/, '')
    .split('/')
    .filter((segment) => !/^\(.*\)$/.test(segment) && segment !== '[locale]' && !segment.startsWith('[['))
    .map((segment) => (segment.startsWith('[') ? 'fuzz' : segment));
  return `/${segments.join('/')}`;
}

/** Every server action of the build (all of them, from its manifest), each with a page to post it to. */
export function actionTargets(): ActionTarget[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, action]) => {
    // A page without dynamic segments where there is one, so the post reaches a page that exists.
    const pages = Object.keys(action.workers).map(pagePath);
    return {
      id,
      name: action.exportedName ?? id,
      path: pages.find((page) => !page.includes('fuzz')) ?? pages[0] ?? '/',
      admin: action.filename?.includes('admin/') ?? false,
    };
  });
}

/** Every route handler of the build (the app paths whose entry is a `route`). */
export function routeTargets(): RouteTarget[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server/app-paths-manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.keys(manifest)
    .filter((entry) => entry.endsWith('/route'))
    .map((entry) => ({ name: pagePath(`app${entry}`), path: pagePath(`app${entry}`) }));
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body without a length (chunked): the server must refuse it with 411. */
  chunked?: boolean;
}

export interface FuzzResponse {
  status: number;
  body: string;
}

/**
 * Sends one request as raw bytes and reads the whole answer. With `holdBody` the body waits until the server has had a
 * chance to answer from the headers alone (as it must for a body over the cap or of unknown length): a server that
 * refuses a body closes the connection without reading it, and a client still writing then sees a reset instead of
 * the answer. A server that does not answer within HOLD_MS gets the body after all.
 */
export function send(port: number, fuzz: FuzzRequest, { holdBody = false } = {}): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...fuzz.headers };
    if (fuzz.body && !fuzz.chunked) headers['content-length'] = String(fuzz.body.length);
    if (fuzz.chunked) headers['transfer-encoding'] = 'chunked';
    let answered = false;
    const request = httpRequest(
      { host: '127.0.0.1', port, path: fuzz.path, method: fuzz.method, headers, agent: false },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const body = fuzz.body ?? Buffer.alloc(0);
    let at = 0;
    const write = () => {
      while (at < body.length && !answered) {
        const more = request.write(body.subarray(at, at + PIECE));
        at += PIECE;
        if (!more) return void request.once('drain', write);
      }
      if (!answered) request.end();
    };
    if (!holdBody) return write();
    request.flushHeaders();
    const held = setTimeout(write, HOLD_MS);
    request.once('response', () => clearTimeout(held));
  });
}

const PIECE = 64 * 1024;
const HOLD_MS = 10_000;

/**
 * The statuses a hostile request may get (SECURITY.md D1, F2): never a server error. 431 is Node's own answer to a
 * request line or headers over 16 KB, before the server sees the request.
 */
export const ALLOWED_STATUSES = new Set([400, 401, 403, 404, 405, 411, 413, 415, 422, 429, 431]);
export const allowedStatus = (status: number) => (status >= 200 && status < 400) || ALLOWED_STATUSES.has(status);

/** What no answer may show (SECURITY.md G1): a stack, a path of this machine or the build, SQL or its errors. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at \S+ \(|\n\s+at (?:async )?[\w$.<>]+ \(?(?:file:|node:|\/)/],
  ['machine path', /\/work\/|\/tmp\/agency-|\/home\/|\/root\//],
  ['build path', /node_modules|\.next\/server|webpack-internal|turbopack:\/\//],
  ['error with a file', /Error: [^\n]{0,200}\.(?:m?js|ts|tsx):\d+/],
  ['SQL', /SQLITE_[A-Z]+|SqliteError|\bselect\s[^\n]{0,200}?\sfrom\s+"/i],
];

export function leak(body: string): string | undefined {
  return LEAKS.find(([, pattern]) => pattern.test(body))?.[0];
}

// ---- What to send ----

const CONTROL = fc.constantFrom(
  '\r\n',
  '\n',
  '\r',
  '\u0000',
  '\u0007',
  '\u001b[2J',
  '\u2028',
  '\u202e',
  '\t',
  '\ufeff',
);

/** Text with control characters and CR/LF mixed in (header injection, log forging, terminal escapes). */
export const controlText = fc
  .array(fc.oneof(fc.string({ maxLength: 12 }), CONTROL), { maxLength: 8 })
  .map((parts) => parts.join(''));

/** A string of up to ~1 MB (repeated cheaply, so generating it costs nothing). */
export const hugeText = fc
  .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1_000, max: 1_000_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** Strings React's reply protocol reads as references or special values, valid and not. */
export const flightText = fc.oneof(
  fc.constantFrom('$undefined', '$NaN', '$Infinity', '$-0', '$D2024-01-01T00:00:00.000Z', '$n12', '$K1', '$$x'),
  fc.constantFrom('$@1', '$Q1', '$W1', '$T', '$h1', '$B1', '$R1', '$i1', '$A1', '$0', '$0:0', '$1:a:b', '$', '$n12x'),
  fc.tuple(fc.constantFrom('$', '$0:', '$@', '$n', '$K', '$D'), fc.string({ maxLength: 10 })).map(([a, b]) => a + b),
);

/** An object with keys that pollute prototypes when merged carelessly. */
const pollutingObject = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => JSON.parse(`{"${key}": ${JSON.stringify(value ?? null)}, "isAdmin": true}`) as unknown);

/** Any value a JSON body can hold, with the hostile kinds weighted in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 5 },
  { arbitrary: pollutingObject, weight: 2 },
  { arbitrary: controlText, weight: 2 },
  { arbitrary: flightText, weight: 2 },
  { arbitrary: hugeText, weight: 1 },
  { arbitrary: fc.constantFrom(-0, 1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0, 0.5), weight: 1 },
);

/** A field of `seed` (a valid input) changed: removed, retyped, overlong, polluted, or one key too many. */
export function mutated(seed: unknown): fc.Arbitrary<unknown> {
  if (typeof seed !== 'object' || seed === null) return hostileValue;
  const base = seed as Record<string, unknown>;
  const added = fc.tuple(fc.string({ maxLength: 12 }), hostileValue).map(([key, value]) => ({ ...base, [key]: value }));
  const keys = Object.keys(base);
  if (keys.length === 0) return fc.oneof(fc.constant(seed), added);
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    fc.constant(seed),
    added,
    fc.tuple(key, hostileValue).map(([name, value]) => ({ ...base, [name]: value })),
    key.map((name) => Object.fromEntries(Object.entries(base).filter(([other]) => other !== name))),
    key.chain((name) => mutated(base[name]).map((inner) => ({ ...base, [name]: inner }))),
  );
}

/** Bytes that are not UTF-8: lone continuation bytes, overlong forms, surrogates, truncated sequences. */
export const invalidUtf8 = fc
  .array(
    fc.oneof(
      fc.constantFrom([0xff], [0xc0, 0xae], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]),
      fc.uint8Array({ maxLength: 16 }).map((bytes) => [...bytes]),
      fc.string({ maxLength: 8 }).map((text) => [...Buffer.from(text)]),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((parts) => Buffer.from(parts.flat()));

export const contentTypes = fc.constantFrom(
  'text/plain;charset=UTF-8',
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/html',
  'application/octet-stream',
  'text/plain; charset=utf-16',
  '',
  'text/plain; charset="\u00e9"; q=',
);

export interface Part {
  name: string;
  value: string;
  filename?: string;
}

/** A multipart body as a browser writes it. */
export function multipart(parts: Part[], boundary = '----FuzzBoundary7MA4YWxk'): { type: string; body: Buffer } {
  const body = parts
    .map(({ name, value, filename }) => {
      const file = filename === undefined ? '' : `; filename="${filename}"\r\ncontent-type: application/octet-stream`;
      return `--${boundary}\r\ncontent-disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
    })
    .join('');
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${body}--${boundary}--\r\n`) };
}

/** Multipart that is broken on purpose: cut short, a boundary that never comes, no headers, a giant header. */
export const brokenMultipart = fc
  .tuple(fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 60 }), fc.constantFrom('cut', 'nobound', 'noheaders'))
  .map(([text, cut, how]) => {
    const whole = multipart([{ name: '0', value: JSON.stringify([text]) }]);
    if (how === 'cut') return { type: whole.type, body: whole.body.subarray(0, Math.max(0, whole.body.length - cut)) };
    if (how === 'nobound') return { type: 'multipart/form-data; boundary=never', body: whole.body };
    return { type: whole.type, body: Buffer.from(`--${whole.type.split('=')[1]}\r\n\r\n${text}\r\n`) };
  });

/** Form fields as a FormData argument carries them in an action's multipart body (`_<part>_<name>`). */
export const formFields = fc.array(
  fc.record({
    name: fc.oneof(
      fc.constantFrom('name', 'email', 'message', 'services', 'locale', 'website', 'issuedAt'),
      fc.string(),
    ),
    value: fc.oneof(
      fc.string(),
      controlText,
      hugeText.map((text) => text.slice(0, 200_000)),
    ),
  }),
  { maxLength: 8 },
);

/** A body over the 2 MB cap (SECURITY.md F2): it must be refused with 413 whatever it holds. */
export const oversized = fc
  .integer({ min: 2 * 1024 * 1024 + 1, max: 2 * 1024 * 1024 + 64 * 1024 })
  .map((size) => Buffer.alloc(size, '['));

/** Escapes sent as they are: undecodable (`%ff`), cut short (`%`), a NUL (`%00`). */
const RAW_ESCAPES = new Set(['%ff', '%', '%00']);

/** A query string: known filter keys and random ones, with values that are long, undecodable or repeated. */
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('status', 'kind', 'q', 'from', 'to', 'before', 'after', 'next', 'token'), fc.string()),
      fc.oneof(
        fc.string(),
        controlText,
        fc.constantFrom(...RAW_ESCAPES, 'new', 'contact', '2024-13-45', `${Date.now()}_${randomUUID()}`),
        // Long, but under Node's 16 KB header limit once encoded, so the request reaches the server.
        hugeText.map((text) => text.slice(0, 800)),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => {
    const encode = (value: string) => (RAW_ESCAPES.has(value) ? value : encodeURIComponent(value));
    const text = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encode(value)}`).join('&');
    return text ? `?${text}` : '';
  });

export const randomClient = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

// ---- Running it ----

export interface FuzzCase {
  target: string;
  request: FuzzRequest;
  /** A status the case must get (413 for a body over the cap, 411 for one of unknown length). */
  expectStatus?: number;
}

export interface FuzzReport {
  requests: number;
  statuses: Map<number, number>;
  /** Answers that carry the action's own result (`1:{"status":…}`): the request got past decoding to its schema. */
  actionResults: number;
  failures: string[];
}

function summary(fuzz: FuzzCase): string {
  const body = fuzz.request.body;
  const excerpt = body ? JSON.stringify(body.subarray(0, 160).toString('latin1')) : '(no body)';
  const headers = JSON.stringify(fuzz.request.headers).slice(0, 300);
  return `${fuzz.target}: ${fuzz.request.method} ${fuzz.request.path.slice(0, 120)} ${headers} ${excerpt}`;
}

/**
 * `runs` samples of an arbitrary, drawn a batch at a time: a thousand cases with megabyte strings held at once would
 * take gigabytes.
 */
export function* samples<T>(arbitrary: fc.Arbitrary<T>, runs: number, seed: number): Generator<T> {
  const batch = 50;
  for (let drawn = 0; drawn < runs; drawn += batch) {
    yield* fc.sample(arbitrary, { numRuns: Math.min(batch, runs - drawn), seed: seed + drawn });
  }
}

/**
 * Writes a failing case's whole request (headers and body) where the run's artifacts go, so it can be replayed exactly:
 * the report shows only the first bytes of a body that may be megabytes long.
 */
function saveFailure(fuzz: FuzzCase, index: number): string {
  const dir = path.join(process.env.E2E_DIR ?? path.resolve('test-results'), 'fuzz-failures');
  mkdirSync(dir, { recursive: true });
  // A route's name is its path (`/media/fuzz/fuzz`): one file name of it, not directories.
  const name = fuzz.target.replace(/[^\w.-]+/g, '_').replace(/^_/, '');
  const file = path.join(dir, `${name}-${process.pid}-${Date.now()}-${index}`);
  writeFileSync(`${file}.json`, JSON.stringify({ ...fuzz.request, body: undefined }, null, 2));
  if (fuzz.request.body) writeFileSync(`${file}.body`, fuzz.request.body);
  return file;
}

/** Sends every case, `concurrency` at a time, and checks each answer. */
export async function run(port: number, cases: Iterable<FuzzCase>, concurrency = 6): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, statuses: new Map(), actionResults: 0, failures: [] };
  const queue = cases[Symbol.iterator]();
  const worker = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) {
      const fuzz = next.value;
      const holdBody = fuzz.expectStatus !== undefined;
      const { status, body } = await send(port, fuzz.request, { holdBody }).catch((error: Error) => ({
        status: 0,
        body: `no answer: ${error.message}`,
      }));
      report.requests += 1;
      report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);
      if (status === 200 && /\n1:\{"status":"/.test(body)) report.actionResults += 1;
      const problem =
        fuzz.expectStatus !== undefined && status !== fuzz.expectStatus
          ? `expected ${fuzz.expectStatus}, got ${status}`
          : !allowedStatus(status)
            ? `status ${status}`
            : leak(body) && `leaks ${leak(body)}`;
      if (problem) {
        const saved = saveFailure(fuzz, report.failures.length);
        report.failures.push(
          `${problem} ← ${summary(fuzz)} → ${JSON.stringify(body.slice(0, 300))} (request: ${saved})`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

/** `{ 200: 812, 400: 188 }` as `200×812, 400×188`, for the report's figures. */
export function histogram(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
}

/**
 * How many runs each target gets: FUZZ_RUNS, 100 by default. The seed is new every run, so the runs of successive CI
 * runs add up. 160 (over 11,000 requests once the admin had 60 actions) took 180 s of a CI that had outgrown its
 * 25 minutes; 250 took 163 s when there were 64 targets.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** The seed of this run, printed with every failure so it can be replayed (FUZZ_SEED). */
export const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
