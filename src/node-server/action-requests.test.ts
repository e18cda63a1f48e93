import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActionRequest, isForeignOrigin, partProblem, peekBody, undecodableActionBody } from './action-requests.mjs';

const action = { 'next-action': '40c10d6cd049085c7e4f6ab86273871175e6fbbef9' };
const text = (body: string) =>
  undecodableActionBody({ ...action, 'content-type': 'text/plain;charset=UTF-8' }, Buffer.from(body));

function multipart(fields: [string, string][], boundary = 'b0undary') {
  const body = fields
    .map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${body}--${boundary}--\r\n`) };
}

describe('isActionRequest', () => {
  it('is a POST that names an action or carries a multipart form', () => {
    expect(isActionRequest('POST', action)).toBe(true);
    expect(isActionRequest('POST', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(true);
    expect(isActionRequest('POST', { 'content-type': 'application/json' })).toBe(false);
    expect(isActionRequest('GET', action)).toBe(false);
  });
});

describe('isForeignOrigin', () => {
  it('accepts the request’s own host, or no Origin from a same-origin browser; refuses another host, null, garbage and no Origin otherwise (C1)', () => {
    expect(isForeignOrigin({ host: 'example.test' })).toBe(true);
    expect(isForeignOrigin({ host: 'example.test', 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(isForeignOrigin({ host: 'example.test', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(isForeignOrigin({ host: 'example.test', origin: 'https://example.test' })).toBe(false);
    expect(isForeignOrigin({ host: 'example.test', origin: 'https://evil.test' })).toBe(true);
    expect(isForeignOrigin({ host: 'example.test', origin: 'null' })).toBe(true);
    expect(isForeignOrigin({ host: 'example.test', origin: 'not a url' })).toBe(true);
    expect(isForeignOrigin({ origin: 'https://example.test' })).toBe(true);
  });

  it('compares with X-Forwarded-Host when a trusted proxy set it, as Next.js does', () => {
    const headers = { host: '10.0.0.5:3000', 'x-forwarded-host': 'www.example.test, proxy' };
    expect(isForeignOrigin({ ...headers, origin: 'https://www.example.test' })).toBe(false);
    expect(isForeignOrigin({ ...headers, origin: 'http://10.0.0.5:3000' })).toBe(true);
  });
});

describe('partProblem', () => {
  it.each([
    '[{"id":"web3","values":{"title":{"en":"$$5 a month"}}}]',
    '["$undefined","$NaN","$Infinity","$-Infinity","$-0","$D2024-01-01T00:00:00.000Z","$n-12","$K1"]',
    // A value that occurs twice is sent once and referenced, before or after it.
    '[{"a":{"en":"x"},"b":"$0:0:a"}]',
    '["$0:1",{"a":1}]',
    '[[1,2],"$0:0:length"]',
  ])('lets %s through: React decodes it', (body) => {
    expect(partProblem(body, 0)).toBeUndefined();
  });

  it.each([
    ['not json', 'not JSON'],
    ['["$@1"]', 'unsupported reference $@'],
    ['["$T"]', 'unsupported reference $T'],
    ['["$Q1"]', 'unsupported reference $Q'],
    ['["$1"]', 'unsupported reference $1'],
    ['["$"]', 'unsupported reference $'],
    ['["$0:7"]', 'reference to nothing'],
    ['[{"__proto__":{"a":1}},"$0:0:__proto__"]', 'reference to nothing'],
    ['[{"a":"$D2020"},"$0:0:a:x"]', 'reference to nothing'],
    ['["$0"]', 'reference to a reference'],
    ['["$n12x"]', 'not a BigInt'],
    [`["$n${'1'.repeat(301)}"]`, 'not a BigInt'],
    [`${'['.repeat(100)}${']'.repeat(100)}`, 'nested too deeply'],
    ['[{"a":"$undefined"},"$0:0:a"]', 'reference to nothing'],
  ])('refuses %s: %s', (body, problem) => {
    expect(partProblem(body, 0)).toBe(problem);
  });

  it('refuses a body past React’s size limit', () => {
    expect(partProblem(`["a","${'x'.repeat(1_000_000)}"]`, 0)).toBe('too large');
  });

  it('counts a referenced value again for each reference, as React does', () => {
    const big = `"${'x'.repeat(400_000)}"`;
    expect(partProblem(`[[${big}],"$0:0"]`, 0)).toBeUndefined();
    expect(partProblem(`[[${big}],"$0:0","$0:0"]`, 0)).toBe('too large');
  });

  it('refuses references that would make checking costly: every value of a target counts, however small', () => {
    const keys = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, 1]));
    const references = Array.from({ length: 10 }, () => '$0:0').join('","');
    expect(partProblem(`[${JSON.stringify(keys)},"${references}"]`, 0)).toBe('too large');
  });

  it('counts a referenced array as the whole array tree around it, as React does', () => {
    // Found by the fuzz suite (seed 339446866): the reference names a small array, but React counts the 650,000
    // characters beside it again and refuses the body with "Maximum array nesting exceeded", a 500.
    const body = JSON.stringify([['Rf,?^', null, false, 1e179], 'ap'.repeat(326_000), -1, '$0:0']);
    expect(partProblem(body, 0)).toBe('too large');
    expect(reactDecodes([body])).toEqual([false]);
  });

  it('lets through only bodies React’s own decoder takes (property, against react-server-dom)', () => {
    const leaf = fc.oneof(
      { arbitrary: fc.constantFrom(null, true, -1, 1e179, 'Rf', '$undefined', '$$x', '$n12'), weight: 6 },
      { arbitrary: fc.integer({ min: 1, max: 420_000 }).map((length) => 'x'.repeat(length)), weight: 1 },
    );
    const { tree } = fc.letrec<{ tree: unknown }>((node) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(node('tree'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), node('tree'), { maxKeys: 3 }),
      ),
    }));
    // References go to places that exist (or one step past them): a list of arguments, then references into it.
    const bodies = fc
      .array(tree, { minLength: 1, maxLength: 3 })
      .chain((args) =>
        fc
          .array(fc.constantFrom(...placesIn(args)), { maxLength: 4 })
          .map((places) => JSON.stringify([...args, ...places.map((place) => `$0${place}`)])),
      );
    const samples = fc.sample(bodies, { numRuns: 1000, seed: 20261125 });
    const accepted = samples.filter((body) => partProblem(body, 0) === undefined);
    const decoded = reactDecodes(accepted);
    const short = (body: string) => body.replace(/x{20,}/g, (run) => `x×${run.length}`);
    expect(accepted.filter((_, index) => !decoded[index]).map(short)).toEqual([]);
    // Not vacuous: big bodies and references were both let through, and some bodies refused.
    expect(accepted.filter((body) => body.includes('"$0:') && body.length > 300_000).length).toBeGreaterThan(5);
    expect(samples.length - accepted.length).toBeGreaterThan(20);
  });
});

/** `:0:a`-style paths to every place in a list of arguments, and one past the end of each array. */
function placesIn(args: unknown[]): string[] {
  const places: string[] = [];
  const visit = (value: unknown, path: string) => {
    places.push(path);
    if (Array.isArray(value)) {
      value.forEach((child, index) => visit(child, `${path}:${index}`));
      places.push(`${path}:${value.length}`);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) visit(child, `${path}:${key}`);
    }
  };
  args.forEach((arg, index) => visit(arg, `:${index}`));
  return places;
}

/**
 * Whether React's own reply decoder, as Next.js runs it for a server action, takes each body. It needs the
 * react-server condition, so it runs in a child process of its own.
 */
function reactDecodes(bodies: string[]): boolean[] {
  const decoder = createRequire(import.meta.url).resolve(
    'next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-server.node.production.js',
  );
  const script = `
    const { decodeReply } = require(${JSON.stringify(decoder)});
    const bodies = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    Promise.all(bodies.map((body) => Promise.resolve().then(() => decodeReply(body, {})).then(() => true, () => false)))
      .then((results) => process.stdout.write(JSON.stringify(results)));`;
  const child = spawnSync(process.execPath, ['--conditions=react-server', '-e', script], {
    input: JSON.stringify(bodies),
    maxBuffer: 1 << 20,
  });
  expect(child.stderr.toString()).toBe('');
  return JSON.parse(child.stdout.toString()) as boolean[];
}

describe('undecodableActionBody', () => {
  it('wants a list of arguments in a text body', async () => {
    expect(await text('[{"id":"web3"}]')).toBeUndefined();
    expect(await text('{"id":"web3"}')).toBe('arguments are not a list');
    expect(await text('"x"')).toBe('arguments are not a list');
    expect(await text('')).toBe('not JSON');
    expect(await text(`[${Array(1001).fill(0).join(',')}]`)).toBe('too many arguments');
  });

  it('wants part 0 of a multipart action body, once, as text', async () => {
    const ok = multipart([
      ['1_name', 'Ada'],
      ['0', '["$undefined","$K1"]'],
    ]);
    expect(await undecodableActionBody({ ...action, 'content-type': ok.type }, ok.body)).toBeUndefined();
    const none = multipart([['1_name', 'Ada']]);
    expect(await undecodableActionBody({ ...action, 'content-type': none.type }, none.body)).toBe('no arguments');
    const cut = multipart([['0', '[]']]);
    expect(
      await undecodableActionBody({ ...action, 'content-type': cut.type }, cut.body.subarray(0, cut.body.length - 10)),
    ).toBe('not multipart');
    expect(await undecodableActionBody({ ...action, 'content-type': 'multipart/form-data' }, Buffer.from('x'))).toBe(
      'not multipart',
    );
  });

  it('checks the action fields of a form posted without JavaScript', async () => {
    const descriptor = JSON.stringify({ id: action['next-action'], bound: '$@1' });
    const page = (bound: string) =>
      multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', descriptor],
        ['$ACTION_1:1', bound],
        ['email', 'ada@example.com'],
      ]);
    const ok = page('["$undefined"]');
    expect(await undecodableActionBody({ 'content-type': ok.type }, ok.body)).toBeUndefined();
    const junk = page('junk');
    expect(await undecodableActionBody({ 'content-type': junk.type }, junk.body)).toBe('not JSON');
    const unbound = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', JSON.stringify({ id: 'x' })],
    ]);
    expect(await undecodableActionBody({ 'content-type': unbound.type }, unbound.body)).toBe(
      'not an action descriptor',
    );
    const plain = multipart([['name', 'Ada']]);
    expect(await undecodableActionBody({ 'content-type': plain.type }, plain.body)).toBeUndefined();
    expect(await undecodableActionBody({ 'content-type': 'multipart/form-data; boundary=q' }, Buffer.from('x'))).toBe(
      'not multipart',
    );
  });
});

describe('peekBody', () => {
  it('reads the whole body and leaves all of it for the next reader', async () => {
    const seen: string[] = [];
    const server = createServer(async (request: IncomingMessage, response) => {
      const peeked = await peekBody(request, Number(request.headers['content-length']));
      const again: Buffer[] = [];
      const copy = new PassThrough();
      await Promise.all([
        pipeline(request, copy),
        (async () => {
          for await (const chunk of copy) again.push(chunk as Buffer);
        })(),
      ]);
      seen.push(`${peeked?.length} ${Buffer.concat(again).equals(peeked ?? Buffer.alloc(0))}`);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    for (const size of [0, 10, 300_000]) {
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', headers: { 'content-length': size } });
        request.on('response', (response) => response.resume().on('end', resolve));
        request.on('error', reject);
        // Sent in pieces, as a slow client would.
        const body = Buffer.alloc(size, 'a');
        for (let at = 0; at < size; at += 16_384) request.write(body.subarray(at, at + 16_384));
        request.end();
      });
    }
    server.close();
    expect(seen).toEqual(['0 true', '10 true', '300000 true']);
  });
});
