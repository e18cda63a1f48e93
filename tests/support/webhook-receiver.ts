/**
 * A real https webhook receiver on loopback for the tests: a self-signed certificate for 127.0.0.1 and localhost made
 * with openssl, every request recorded with its raw body, and the status it answers set by the test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReceivedDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface WebhookReceiver {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The certificate to trust (PEM), and its file for NODE_EXTRA_CA_CERTS. */
  ca: Buffer;
  caFile: string;
  received: ReceivedDelivery[];
  /** What it answers from now on. */
  answer(status: number, body?: string): void;
  /**
   * From now on, requests to paths starting with `prefix` are answered 200 at once and then a byte every `everyMs`,
   * never ending (until the client gives up or the receiver closes): the slow endpoint of SECURITY.md H5.
   */
  trickle(prefix: string, everyMs: number): void;
  /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

let certificate: { key: Buffer; cert: Buffer; certFile: string } | undefined;

function selfSigned() {
  if (certificate) return certificate;
  const dir = mkdtempSync(path.join(tmpdir(), 'webhook-cert-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  certificate = { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
  return certificate;
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const { key, cert, certFile } = selfSigned();
  const received: ReceivedDelivery[] = [];
  let status = 200;
  let reply = 'ok';
  const waiters: (() => void)[] = [];
  const trickling: { prefix: string; everyMs: number }[] = [];
  const drips = new Set<NodeJS.Timeout>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      for (const wake of waiters.splice(0)) wake();
      const slow = trickling.find(({ prefix }) => request.url?.startsWith(prefix));
      if (!slow) return void response.writeHead(status, { 'Content-Type': 'text/plain' }).end(reply);
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      const drip = setInterval(() => response.write('.'), slow.everyMs);
      drips.add(drip);
      response.once('close', () => {
        clearInterval(drip);
        drips.delete(drip);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${bound}`,
    ca: cert,
    caFile: certFile,
    received,
    answer(next, body = next < 300 ? 'ok' : 'failing on purpose') {
      status = next;
      reply = body;
    },
    trickle(prefix, everyMs) {
      trickling.push({ prefix, everyMs });
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} of ${count} deliveries`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received;
    },
    close: () => {
      for (const drip of drips) clearInterval(drip);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
