// @ts-check
/**
 * The request handler of the production server (server.mjs), in the order a request meets it: the client address and
 * scheme are decided from the socket (and trusted proxies only), the response's header rules are armed, bodies that are
 * too large or of unknown length are refused, server-action requests Next.js could only fail on are refused,
 * undecodable paths are mended, a 404 is logged once answered, and then the rendered-page cache, the gone page (410) of
 * deleted content or Next.js answers.
 */
import { createPageServer } from './page-server.mjs';
import { isActionRequest, isForeignOrigin, peekBody, undecodableActionBody } from './action-requests.mjs';
import { normalizeForwarding } from './client-address.mjs';
import { rendersWithIslands } from './renderers.mjs';
import { logIfNotFound } from './not-found-log.mjs';
import { lingerOnClose } from './lingering-close.mjs';
import {
  bodyLimit,
  dropInternalHeaders,
  isUpload,
  MAX_BODY_BYTES,
  mendUrl,
  refusedBody,
  refusedUpload,
} from './request-rules.mjs';
import { sendPlain, tidyOnWriteHead } from './response-rules.mjs';

/** The plain answers of refusals made here. */
const REFUSALS = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  411: 'Length required',
  413: 'Request body too large',
};

/**
 * Why an upload is refused before its body is read: another site's or one without a session cookie (refusedUpload),
 * or one shaped as a server action (its header, or a multipart body), which the upload address never takes and Next.js
 * would answer 500 for a route no proxy runs for.
 * @param {import('node:http').IncomingMessage} request
 * @returns {400 | 401 | 403 | undefined}
 */
function uploadRefusal(request) {
  return refusedUpload(request.headers) ?? (isActionRequest(request.method, request.headers) ? 400 : undefined);
}

/**
 * Closes the connection of a request answered without its body read, once the answer is out and what the client
 * still sends has been thrown away (lingering-close.mjs): the body is never read as the next request, and the client
 * gets the answer rather than a reset.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} maxBytes  the most of the body thrown away before the connection closes regardless
 */
function closeAfterAnswer(request, response, maxBytes) {
  response.setHeader('connection', 'close');
  lingerOnClose(request, maxBytes);
}

/**
 * Makes any answer of 400 or more on `response` close its connection as closeAfterAnswer does.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} maxBytes
 */
function closeWhenRefused(request, response, maxBytes) {
  const writeHead = response.writeHead.bind(response);
  /** @type {typeof response.writeHead} */
  const closing = (statusCode, ...rest) => {
    if (statusCode >= 400) closeAfterAnswer(request, response, maxBytes);
    return writeHead(statusCode, .../** @type {[any]} */ (rest));
  };
  response.writeHead = closing;
}

/**
 * Makes the close of `request`'s connection linger (lingering-close.mjs) when its answer starts before its body has all
 * arrived: the app is not reading it. A keep-alive connection goes on as before (Node throws the rest of the body
 * away); one that closes after the answer no longer resets a client still sending.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} maxBytes
 */
function lingerIfUnread(request, response, maxBytes) {
  if (!hasBody(request.headers)) return;
  const writeHead = response.writeHead.bind(response);
  /** @type {typeof response.writeHead} */
  const lingering = (...args) => {
    response.writeHead = writeHead;
    if (!request.complete) lingerOnClose(request, maxBytes);
    return writeHead(.../** @type {[any]} */ (args));
  };
  response.writeHead = lingering;
}

/** @param {import('node:http').IncomingHttpHeaders} headers */
const hasBody = (headers) => Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;

/**
 * @param {Parameters<typeof createPageServer>[0] & { trustProxy: import('./client-address.mjs').TrustProxy, uploadBytes?: number }} options
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function createRequestHandler({ trustProxy, uploadBytes = 0, ...pageOptions }) {
  const pages = createPageServer(pageOptions);
  // A refused body is thrown away up to the largest this server takes, then the connection closes regardless.
  const lingerBytes = Math.max(uploadBytes, MAX_BODY_BYTES);
  return function handler(request, response) {
    normalizeForwarding(request, trustProxy);
    dropInternalHeaders(request.headers);
    tidyOnWriteHead(response, { https: request.headers['x-forwarded-proto'] === 'https' });
    const upload = isUpload(request);
    // A body of unknown length first (411, whatever the address), then an upload's own refusals, then the size.
    const refused =
      refusedBody(request.headers, Infinity) ||
      (upload && uploadRefusal(request)) ||
      refusedBody(request.headers, bodyLimit(request, uploadBytes));
    if (refused) {
      // The unread body would otherwise be parsed as the next request on this connection.
      closeAfterAnswer(request, response, lingerBytes);
      return sendPlain(response, refused, REFUSALS[refused]);
    }
    // An upload the route refuses (a session that is not live, the person's limit) is not read either: the connection
    // closes after the answer.
    if (upload) closeWhenRefused(request, response, lingerBytes);
    // Any other body the app answers without reading (a method the route does not take): if the connection then
    // closes (the client asked for it), the close lingers too, so a client still sending gets the answer.
    else lingerIfUnread(request, response, lingerBytes);
    if (request.url) request.url = mendUrl(request.url);
    // A lead form posted to its page is the islands renderer's (src/features/leads/receive.ts reads it), never an action:
    // its body stays unread here, as a Request body must be.
    if (isActionRequest(request.method, request.headers) && !rendersWithIslands(request))
      return checkAction(request, response, pages);
    logIfNotFound(request, response);
    return pages(request, response);
  };
}

/**
 * A server-action request goes on to Next.js only if it is same-origin and its body decodes (action-requests.mjs);
 * otherwise it is answered 403 or 400 here, where Next.js would answer 500.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {ReturnType<typeof createPageServer>} pages
 */
async function checkAction(request, response, pages) {
  // Read first (it is at most 2 MB by now): a client still sending when the answer comes would only see a reset.
  const body = await peekBody(request, Number(request.headers['content-length'] ?? 0));
  if (!body) return response.destroy();
  if (isForeignOrigin(request.headers)) return sendPlain(response, 403, 'Forbidden');
  // A failure of the check itself leaves the request to Next.js, whose answer then stands.
  const problem = await undecodableActionBody(request.headers, body).catch(() => undefined);
  if (problem) return sendPlain(response, 400, 'Bad request');
  logIfNotFound(request, response);
  return pages(request, response);
}
