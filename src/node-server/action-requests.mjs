// @ts-check
/**
 * Server-action requests that Next.js can only answer with a 500, refused by the production server (server.mjs) with a
 * 4xx before Next.js reads them (SECURITY.md C1, D1). Next.js turns every failure to decode an action's arguments —
 * a body that is not JSON, a reference to a part that was never sent, an argument list that is not a list, a
 * multipart body without its end — and every cross-site Origin into "500 Internal Server Error". Those are the
 * client's mistakes, not the server's, so they are answered here: 403 for the origin, 400 for the body.
 *
 * The body check accepts what this site's pages send (React's `encodeReply` of plain values and FormData) and refuses
 * the rest of React's reply protocol (promises, streams, blobs, maps, server and temporary references): no action of
 * this site takes one, and each is a way to make the decoder fail.
 */
import { createRequire } from 'node:module';
import { MAX_BODY_BYTES } from './request-rules.mjs';

export { isForeignOrigin } from './origin.mjs';

/** Next.js' limit on an action's arguments (it throws past it). */
const MAX_ARGUMENTS = 1000;
/** React revives a body recursively: a far deeper one overflows its stack. Nothing this site sends nests past ~10. */
const MAX_DEPTH = 64;
/**
 * React's `arraySizeLimit`: array slots and the characters of strings in arrays, counted again for each reference. A
 * body past it is one React refuses ("Maximum array nesting exceeded", a 500); nothing this site sends comes near it.
 */
const MAX_WEIGHT = 1_000_000;
/** Digits React accepts in a BigInt. */
const MAX_BIGINT_DIGITS = 300;

/** Strings React decodes by themselves: `$$…` (a literal `$`), undefined, ±Infinity, NaN, -0, a date, a FormData. */
const SELF_CONTAINED = new Set(['$', 'u', 'H', 'I', 'N', '-', 'D', 'K']);

/**
 * Whether Next.js would treat the request as a server action (or may, for a multipart post to a page).
 * @param {string | undefined} method
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isActionRequest(method, headers) {
  return (
    method === 'POST' &&
    (headers['next-action'] !== undefined || String(headers['content-type'] ?? '').startsWith('multipart/form-data'))
  );
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isContainer = (value) => typeof value === 'object' && value !== null;

/** @param {string} digits */
function isBigInt(digits) {
  try {
    return digits.length <= MAX_BIGINT_DIGITS && typeof BigInt(digits) === 'bigint';
  } catch {
    return false;
  }
}

/**
 * The size of a parsed JSON value as React counts it (array slots and string characters; every value counts one more,
 * so that walking it never costs more than its weight), and whether it holds a reference (`$` + hex).
 * @param {unknown} value
 */
function measure(value) {
  let weight = 0;
  let references = false;
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    weight += 1;
    if (typeof item === 'string') {
      weight += item.length;
      if (/^\$[0-9a-f]/.test(item)) references = true;
    } else if (Array.isArray(item)) {
      weight += item.length + 1;
      for (const child of item) stack.push(child);
    } else if (isContainer(item)) {
      for (const [key, child] of Object.entries(item)) if (key !== '__proto__') stack.push(child);
    }
  }
  return { weight, references };
}

/**
 * What a reference to another place in the same part points at, if React can resolve it: a path of own properties
 * through plain objects and arrays to a value that holds no further reference. React deletes an object's `__proto__`
 * and every key whose value it revives as undefined: a path through one leads nowhere.
 * @param {unknown} root @param {string[]} path
 */
function resolve(root, path) {
  let target = root;
  for (const key of path) {
    if (!isContainer(target) || key === '__proto__' || !Object.hasOwn(target, key)) return undefined;
    const next = target[key];
    if (next === '$undefined' && !Array.isArray(target)) return undefined;
    target = next;
  }
  return target;
}

/**
 * Why React could not decode one JSON part of a reply, or undefined if it can. `id` is the part's own number: the only
 * references this site's pages send point into the part they are in (a value that occurs twice is sent once).
 * @param {string} text @param {number} id
 * @returns {string | undefined}
 */
export function partProblem(text, id) {
  /** @type {unknown} */
  let root;
  try {
    root = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  let { weight } = measure(root);
  let doublings = 0;
  if (weight > MAX_WEIGHT) return 'too large';
  const self = id.toString(16);
  /** @type {Array<[unknown, number]>} */
  const stack = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = /** @type {[unknown, number]} */ (stack.pop());
    if (depth > MAX_DEPTH) return 'nested too deeply';
    if (Array.isArray(value)) {
      for (const child of value) stack.push([child, depth + 1]);
    } else if (isContainer(value)) {
      for (const [key, child] of Object.entries(value)) if (key !== '__proto__') stack.push([child, depth + 1]);
    } else if (typeof value === 'string' && value.startsWith('$')) {
      const kind = value[1] ?? '';
      if (SELF_CONTAINED.has(kind)) continue;
      if (kind === 'n') {
        if (!isBigInt(value.slice(2))) return 'not a BigInt';
        continue;
      }
      const [part, ...path] = value.slice(1).split(':');
      if (part !== self) return `unsupported reference ${value.slice(0, 2)}`;
      const target = resolve(root, path);
      if (target === undefined) return 'reference to nothing';
      const measured = measure(target);
      if (measured.references) return 'reference to a reference';
      // React counts a referenced array as the whole array tree it sits in (everything reached from its nearest
      // array root through arrays), as that tree stands when the reference resolves, after the references resolved
      // before it grew it. The whole part bounds that tree, so an array reference at most doubles the count; other
      // references add their target. Adding all first and doubling after is the most any order of resolving reaches.
      if (Array.isArray(target)) doublings += 1;
      else weight += measured.weight;
    }
    if (weight * 2 ** doublings > MAX_WEIGHT) return 'too large';
  }
  return undefined;
}

/**
 * Why the arguments of a fetch action (the reply's part 0) cannot be decoded, or undefined.
 * @param {string | undefined} text
 */
function argumentsProblem(text) {
  if (text === undefined) return 'no arguments';
  const problem = partProblem(text, 0);
  if (problem) return problem;
  const args = JSON.parse(text);
  if (!Array.isArray(args)) return 'arguments are not a list';
  return args.length > MAX_ARGUMENTS ? 'too many arguments' : undefined;
}

/**
 * A form action's descriptor as React renders it into the page, `{"id":"…","bound":null | "$@1"}`, or undefined.
 * @param {string} text
 * @returns {{ id: string, bound: unknown } | undefined}
 */
function parseDescriptor(text) {
  try {
    const value = JSON.parse(text);
    const valid =
      isContainer(value) &&
      !Array.isArray(value) &&
      typeof value.id === 'string' &&
      Object.hasOwn(value, 'bound') &&
      Object.keys(value).every((key) => key === 'id' || key === 'bound');
    return valid ? { id: String(value.id), bound: value.bound } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a post without JavaScript (a multipart form naming its action in `$ACTION_…` fields) cannot be decoded: each
 * `$ACTION_REF_n` needs a descriptor `{ id, bound }` whose bound arguments, if any, are a list in a part of their own.
 * @param {FormData} form
 */
function formActionProblem(form) {
  for (const key of form.keys()) {
    if (!key.startsWith('$ACTION_REF_')) continue;
    const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`;
    const descriptor = form.get(`${prefix}0`);
    if (descriptor === null) continue; // Next.js itself refuses an action reference without one (400).
    if (typeof descriptor !== 'string') return 'action descriptor is a file';
    const parsed = parseDescriptor(descriptor);
    if (!parsed) return 'not an action descriptor';
    if (parsed.bound === null) continue;
    const part = typeof parsed.bound === 'string' ? /^\$@([0-9a-f]+)$/.exec(parsed.bound)?.[1] : undefined;
    if (part === undefined) return 'bound arguments are not a reference';
    const number = Number.parseInt(part, 16);
    const text = form.get(`${prefix}${number}`);
    if (typeof text !== 'string') return 'bound arguments missing';
    const problem = partProblem(text, number);
    if (problem) return problem;
    const args = JSON.parse(text);
    if (!Array.isArray(args) || args.length > MAX_ARGUMENTS) return 'bound arguments are not a list';
  }
  return undefined;
}

/**
 * @typedef {{ on(event: 'field', listener: (name: string, value: string) => void): Busboy;
 *   on(event: 'file', listener: (name: string, stream: NodeJS.ReadableStream) => void): Busboy;
 *   on(event: 'close' | 'error', listener: (error?: Error) => void): Busboy; end(chunk: Buffer): void }} Busboy
 */

/** Next.js' own multipart parser for fetch actions, so both read a body alike. */
const busboy = /** @type {(options: object) => Busboy} */ (createRequire(import.meta.url)('next/dist/compiled/busboy'));

/**
 * The text fields of a multipart body as Next.js parses a fetch action's (busboy), or undefined if it cannot.
 * @param {import('node:http').IncomingHttpHeaders} headers @param {Buffer} body
 * @returns {Promise<Map<string, string[]> | undefined>}
 */
function multipartFields(headers, body) {
  return new Promise((done) => {
    /** @type {Map<string, string[]>} */
    const fields = new Map();
    try {
      const parser = busboy({ defParamCharset: 'utf8', headers, limits: { fieldSize: MAX_BODY_BYTES } });
      parser.on('field', (name, value) => {
        const values = fields.get(name);
        if (values) values.push(value);
        else fields.set(name, [value]);
      });
      parser.on('file', (_name, stream) => stream.resume());
      parser.on('error', () => done(undefined));
      parser.on('close', () => done(fields));
      parser.end(body);
    } catch {
      done(undefined);
    }
  });
}

/**
 * Why Next.js could not decode the body of an action request, or undefined if it can. The body is the whole request
 * body (the server refuses one above 2 MB or of unknown length before this).
 * @param {import('node:http').IncomingHttpHeaders} headers @param {Buffer} body
 * @returns {Promise<string | undefined>}
 */
export async function undecodableActionBody(headers, body) {
  const type = String(headers['content-type'] ?? '');
  // Next.js answers these itself without decoding (404, or it is no action at all).
  if (type === 'application/x-www-form-urlencoded') return undefined;
  if (!type.startsWith('multipart/form-data')) {
    return headers['next-action'] === undefined ? undefined : argumentsProblem(body.toString('utf8'));
  }
  if (headers['next-action'] !== undefined) {
    const fields = await multipartFields(headers, body);
    if (!fields) return 'not multipart';
    const root = fields.get('0');
    return root?.length === 1 ? argumentsProblem(root[0]) : 'no arguments';
  }
  /** @type {FormData} */
  let form;
  try {
    form = await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return 'not multipart';
  }
  return formActionProblem(form);
}

/**
 * Reads a request's body of `length` bytes and puts it back, so whoever reads the request next (Next.js) gets all of it.
 * Resolves undefined if the client stops sending first.
 * @param {import('node:http').IncomingMessage} request @param {number} length
 * @returns {Promise<Buffer | undefined>}
 */
export function peekBody(request, length) {
  return new Promise((done) => {
    if (length === 0) return done(Buffer.alloc(0));
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const stop = () => {
      request.off('readable', onReadable);
      for (const event of ['end', 'error', 'close']) request.off(event, onEnd);
    };
    const onEnd = () => {
      stop();
      done(undefined);
    };
    // Reading stops at exactly `length` bytes: one more read would end the stream, and an ended one cannot be refilled.
    const onReadable = () => {
      while (size < length) {
        const chunk = /** @type {Buffer | null} */ (request.read());
        if (chunk === null) return;
        chunks.push(chunk);
        size += chunk.length;
      }
      stop();
      const body = Buffer.concat(chunks);
      request.unshift(body);
      done(body);
    };
    request.on('readable', onReadable);
    // Ended, failed or closed before `length` bytes came: the client gave up.
    for (const event of ['end', 'error', 'close']) request.on(event, onEnd);
  });
}
