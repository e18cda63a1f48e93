/** Server actions called as a page's JavaScript calls them, with what they answered read from the RSC reply. */
import { expect } from '../e2e/fixtures';
import { serverActions } from './admin';
import { rawRequest } from './raw-http';

export type ActionResult = { status: string; version?: number; fields?: Record<string, string> };

/** An action by its name, or a collection action with the collection its page binds (`['saveItem', 'projects']`). */
export type ActionRef = string | readonly [string, string];

/**
 * The body React sends for an action's argument: JSON, with a string that starts with `$` escaped as `$$` (unescaped,
 * `$` marks a reference to another part of the reply).
 */
const replyBody = (args: unknown[]) =>
  JSON.stringify(args, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith('$') ? `$${value}` : value,
  );

export interface Caller {
  /** The page the action is posted to, as from a form on it. */
  path: string;
  cookie?: string;
  address: string;
}

/**
 * Calls a server action the way the page's JavaScript does, as `caller` (an admin editor's, with a session), and
 * returns what it answered.
 */
export async function callServerAction(
  port: number,
  base: string,
  ref: ActionRef,
  input: unknown,
  caller: Caller,
): Promise<ActionResult> {
  const [name, ...bound] = typeof ref === 'string' ? [ref] : ref;
  const action = serverActions('src/').find((candidate) => candidate.name === name);
  if (!action) throw new Error(`no server action ${name} in the build`);
  const { path: pagePath, cookie, address } = caller;
  const response = await rawRequest({
    port,
    path: pagePath,
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: base,
      'next-action': action.id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'x-forwarded-for': address,
    },
    body: replyBody([...bound, input]),
  });
  expect(response.status, name).toBe(200);
  // Row 1 of the answer is the action's return value (long strings in it refer to rows of their own).
  const row = rscRows(response.body).get('1');
  if (!row) throw new Error(`${name} answered no result: ${response.body.slice(0, 300)}`);
  return JSON.parse(row) as ActionResult;
}

/** The rows of an RSC answer by id: a JSON row ends at a newline, a text row (`T<hex byte length>,`) after its bytes. */
function rscRows(body: string): Map<string, string> {
  const bytes = Buffer.from(body);
  const rows = new Map<string, string>();
  for (let at = 0; at < bytes.length;) {
    const colon = bytes.indexOf(':', at);
    if (colon === -1) break;
    const id = bytes.subarray(at, colon).toString();
    if (bytes[colon + 1] === 'T'.charCodeAt(0)) {
      const comma = bytes.indexOf(',', colon);
      const end = comma + 1 + parseInt(bytes.subarray(colon + 2, comma).toString(), 16);
      rows.set(id, bytes.subarray(comma + 1, end).toString());
      at = end;
    } else {
      const newline = bytes.indexOf('\n', colon);
      const end = newline === -1 ? bytes.length : newline;
      rows.set(id, bytes.subarray(colon + 1, end).toString());
      at = end + 1;
    }
  }
  return rows;
}
