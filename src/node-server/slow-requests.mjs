// @ts-check
/**
 * Cuts off clients that send their request too slowly (SECURITY.md F5): a connection whose request headers have not
 * arrived within `headersTimeout` of its opening (or of the previous answer, on a kept-alive connection), or whose
 * request, body included, has not arrived within `requestTimeout`, is answered 408 and closed.
 *
 * Node's own `headersTimeout` / `requestTimeout` check the same from a timer. A timer runs before the sockets are read,
 * so after the event loop was held longer than a limit (a synchronous SQLite write waiting out its busy timeout),
 * Node answers 408 to requests that had arrived in time and only wait to be read. Here no client is counted slow for
 * the time this server was not reading: a check that comes late (the loop was held since the last one) moves every
 * connection's start on by the delay. The checks run after the loop has read what is waiting (`setImmediate` from the
 * timer), but that alone is not enough: a connection accepted in the same round as a long synchronous write has its
 * socket read only in the next round, after the check.
 *
 * A request `bodyRateFloor` gives a rate (a media upload, which may be 20 MB on a slow link) may take longer than
 * `requestTimeout`, as long as it has arrived at that many bytes a second on average; one that trickles slower is cut
 * off as any other.
 */

/**
 * @typedef {{
 *   headersTimeout: number, requestTimeout: number, checkEvery: number,
 *   bodyRateFloor?: (request: import('node:http').IncomingMessage) => number | undefined
 * }} SlowRequestLimits
 * @typedef {{
 *   since: number, bytesBefore: number, answered: boolean,
 *   request?: import('node:http').IncomingMessage, response?: import('node:http').ServerResponse
 * }} Waiting
 */

const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * @param {import('node:http').Server} server
 * @param {SlowRequestLimits} limits
 */
export function guardSlowRequests(server, { headersTimeout, requestTimeout, checkEvery, bodyRateFloor }) {
  /** What each open connection is waiting for, and since when. @type {Map<import('node:net').Socket, Waiting>} */
  const connections = new Map();

  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    connections.set(socket, { since: Date.now(), bytesBefore: 0, answered: false });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const { socket } = request;
    const state = connections.get(socket);
    if (state) Object.assign(state, { request, response });
    response.once('finish', () => {
      if (connections.has(socket))
        connections.set(socket, { since: Date.now(), bytesBefore: socket.bytesRead, answered: true });
    });
  });

  /** @param {import('node:net').Socket} socket @param {Waiting} state */
  function cutOff(socket, state) {
    connections.delete(socket);
    if (state.response && !state.response.headersSent) {
      state.response.writeHead(408, { Connection: 'close', 'Content-Length': '0' }).end();
      state.response.once('finish', () => socket.destroy());
    } else if (!state.response && !state.answered) {
      socket.end(TIMED_OUT);
      socket.destroySoon();
    } else {
      // Idle after an answer: closed like a kept-alive connection whose time is up.
      socket.destroy();
    }
  }

  let lastCheck = Date.now();
  function check() {
    const now = Date.now();
    // Beyond the usual timer jitter: how long the loop was held since the last check.
    const late = now - lastCheck - checkEvery;
    const held = late > checkEvery ? late : 0;
    lastCheck = now;
    for (const [socket, state] of connections) {
      if (held) state.since = Math.min(now, state.since + held);
      // A request that has arrived whole is the application's to answer, however long that takes.
      if (state.request?.complete) continue;
      const limit = state.request ? requestTimeout : headersTimeout;
      const elapsed = now - state.since;
      if (elapsed < limit) continue;
      const floor = state.request && bodyRateFloor?.(state.request);
      if (floor && socket.bytesRead - state.bytesBefore >= (floor * elapsed) / 1000) continue;
      cutOff(socket, state);
    }
  }

  const timer = setInterval(() => setImmediate(check), checkEvery);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}
