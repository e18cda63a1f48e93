// @ts-check
/**
 * The request handler of the production server (server.mjs), in the order a request meets it: the response's header
 * rules are armed, the client address is decided from the socket (and trusted proxies only), bodies that are too large
 * or of unknown length are refused, undecodable paths are mended, and then the rendered-page cache or Next.js answers.
 */
import { createPageServer } from '../render-cache/page-server.mjs';
import { normalizeForwarding } from './client-address.mjs';
import { mendUrl, refusedBody } from './request-rules.mjs';
import { sendPlain, tidyOnWriteHead } from './response-rules.mjs';

/**
 * @param {Parameters<typeof createPageServer>[0] & { trustProxy: import('./client-address.mjs').TrustProxy }} options
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function createRequestHandler({ trustProxy, ...pageOptions }) {
  const pages = createPageServer(pageOptions);
  return function handler(request, response) {
    tidyOnWriteHead(response);
    normalizeForwarding(request, trustProxy);
    const refused = refusedBody(request.headers);
    if (refused) {
      // The unread body would otherwise be parsed as the next request on this connection.
      response.setHeader('connection', 'close');
      return sendPlain(response, refused, refused === 413 ? 'Request body too large' : 'Length required');
    }
    if (request.url) request.url = mendUrl(request.url);
    return pages(request, response);
  };
}
