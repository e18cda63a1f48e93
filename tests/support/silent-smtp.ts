import { createServer, type Socket } from 'node:net';

/** What happened on one connection to a silent server, in the order it happened. */
export interface ConnectionEvent {
  type: 'open' | 'close';
  /** 1 for the first connection, 2 for the second, … */
  connection: number;
}

export interface SilentSmtp {
  url: string;
  port: number;
  /** Every connection's opening and closing, in order: a client that gave up waiting shows as a `close`. */
  events: ConnectionEvent[];
  close(): Promise<void>;
}

/**
 * A mail server that accepts the TCP connection and then never says a word (no greeting, no answer): a hung or
 * overloaded relay, or a firewall that swallows packets after the handshake. Only the client's own timeout ends it.
 */
export async function startSilentSmtp(port = 0): Promise<SilentSmtp> {
  const events: ConnectionEvent[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const connection = events.filter((event) => event.type === 'open').length + 1;
    events.push({ type: 'open', connection });
    sockets.add(socket);
    socket.on('error', () => {}); // a client that resets is still just a client that left
    socket.on('close', () => {
      sockets.delete(socket);
      events.push({ type: 'close', connection });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
