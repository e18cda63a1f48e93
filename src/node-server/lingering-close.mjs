// @ts-check
/**
 * The close of a connection whose request is refused before its body is read (handler.mjs). Closing a socket with
 * bytes of the client's still unread makes the kernel answer them with a reset, which can reach the client before it
 * has read the answer: a browser or a script still sending its body then sees "connection reset" or a broken pipe
 * instead of the 401, 403 or 413. So, as web servers do (nginx's lingering close), the answer and the end of this
 * side of the connection go out at once, and what the client still sends is read and thrown away, nothing of it kept,
 * until the body is in or the client stops, for at most LINGER_MS and a number of bytes; then the connection closes.
 */

/** The longest a refused request's body is still taken, and thrown away, after its answer. */
export const LINGER_MS = 2000;

/**
 * Makes the close of `request`'s connection after its answer linger (see above), for at most LINGER_MS and
 * `maxBytes` of its body. Call it when the request is refused, before its answer is sent: the body is counted (and
 * dropped) from then on. Node's server ends a connection whose answer said `connection: close` through the socket's
 * `destroySoon`, which is replaced here for this one socket.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} maxBytes
 */
export function lingerOnClose(request, maxBytes) {
  const { socket } = request;
  let read = 0;
  /** @type {(() => void) | undefined} */
  let close;
  request.on('data', (/** @type {Buffer} */ chunk) => {
    read += chunk.length;
    if (read > maxBytes) close?.();
  });
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = function lingeringClose() {
    if (request.complete || read > maxBytes) return destroySoon();
    const timer = setTimeout(() => close?.(), LINGER_MS);
    close = () => {
      close = undefined;
      clearTimeout(timer);
      destroySoon();
    };
    request.once('end', () => close?.());
    socket.once('end', () => close?.());
    socket.once('close', () => clearTimeout(timer));
    socket.end();
  };
}
