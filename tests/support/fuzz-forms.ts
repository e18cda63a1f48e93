/**
 * The lead forms in tests/e2e/fuzz.spec.ts: each is posted to its own page (src/features/leads/receive.ts), as data by
 * the page's script or as the page by a browser without script; the fuzz spoils what they send.
 */
import fc from 'fast-check';
import {
  brokenMultipart,
  contentTypes,
  controlText,
  hostileValue,
  hugeText,
  invalidUtf8,
  multipart,
  mutated,
  oversized,
  queryString,
  randomClient,
  RUNS,
  samples,
  type FuzzCase,
} from './fuzz';

/** The pages with a lead form. */
export const formPages = [
  { name: 'contact form', path: '/contact-us' },
  { name: 'white-label form', path: '/whitelabel-solutions' },
];

const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decodeHtml = (value: string) => value.replace(/&quot;|&#x27;|&lt;|&gt;|&amp;/g, (entity) => entities[entity]!);

/** The hidden fields each form's page renders (language, page, signed render time), by the page's path. */
export async function leadFormFields(base: string): Promise<Map<string, [string, string][]>> {
  const found = new Map<string, [string, string][]>();
  for (const { path } of formPages) {
    const html = await (await fetch(`${base}${path}`)).text();
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map(
      (match) => [decodeHtml(match[1]!), decodeHtml(match[2] ?? '')] as [string, string],
    );
    if (fields.some(([name]) => name === 'issuedAt')) found.set(path, fields);
  }
  return found;
}

interface Body {
  type?: string;
  body?: Buffer;
  chunked?: boolean;
  expectStatus?: number;
}

const TEXT = 'text/plain;charset=UTF-8';

/** Form fields from any value: each key a field, each value its text. */
const fieldsOf = (value: unknown) =>
  Object.entries(typeof value === 'object' && value !== null ? value : { value }).map(([name, field]) => ({
    name,
    value: typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
  }));

/**
 * Posts to a lead form's page: mostly the form itself, its hidden fields and its visible ones spoiled, as multipart or
 * urlencoded, asking for the answer as data or as the page; sometimes any other body.
 */
export function leadFormCases({
  target,
  hidden,
  visible,
  origin,
  seed,
}: {
  target: { name: string; path: string };
  hidden: [string, string][];
  /** The visible fields: a valid form's spoiled, or anything. */
  visible: fc.Arbitrary<unknown>;
  /** The Origin header (or none) the request carries. */
  origin: fc.Arbitrary<Record<string, string>>;
  seed: number;
}): Iterable<FuzzCase> {
  const form: fc.Arbitrary<Body> = fc
    .tuple(mutated(Object.fromEntries(hidden)), visible, fc.boolean())
    .map(([spoiledHidden, spoiledVisible, encoded]) => {
      const fields = [...fieldsOf(spoiledHidden), ...fieldsOf(spoiledVisible)];
      if (!encoded) return multipart(fields);
      const body = new URLSearchParams(fields.map(({ name, value }) => [name, value])).toString();
      return { type: 'application/x-www-form-urlencoded', body: Buffer.from(body) };
    });
  const body: fc.Arbitrary<Body> = fc.oneof(
    { arbitrary: form, weight: 30 },
    {
      arbitrary: fc.oneof(fc.string(), controlText, hugeText).map((text) => ({ type: TEXT, body: Buffer.from(text) })),
      weight: 4,
    },
    { arbitrary: invalidUtf8.map((bytes) => ({ type: 'multipart/form-data; boundary=x', body: bytes })), weight: 3 },
    {
      arbitrary: fc
        .tuple(contentTypes, hostileValue)
        .map(([type, value]) => ({ type, body: Buffer.from(JSON.stringify(value) ?? 'null') })),
      weight: 6,
    },
    { arbitrary: brokenMultipart, weight: 4 },
    { arbitrary: fc.constant<Body>({}), weight: 2 },
    { arbitrary: oversized.map((bytes) => ({ type: TEXT, body: bytes, expectStatus: 413 })), weight: 1 },
    { arbitrary: fc.constant({ type: TEXT, body: Buffer.from('a'), chunked: true, expectStatus: 411 }), weight: 1 },
  );
  const arbitrary = fc
    .record({
      body,
      accept: fc.constantFrom('application/json', 'text/html', '*/*'),
      origin,
      client: randomClient,
      query: queryString,
    })
    .map(({ body, accept, origin, client, query }): FuzzCase => ({
      target: target.name,
      request: {
        method: 'POST',
        path: `${target.path}${query}`,
        headers: {
          accept,
          'x-forwarded-for': client,
          ...origin,
          ...(body.type === undefined ? {} : { 'content-type': body.type }),
        },
        body: body.body,
        chunked: body.chunked,
      },
      expectStatus: body.expectStatus,
    }));
  return samples(arbitrary, RUNS, seed);
}
