import { createHmac, timingSafeEqual } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { PermanentDeliveryError } from '@/server/mail/outbox-delivery';
import { isPrivateAddress } from './address';

export const SIGNATURE_HEADER = 'X-Emberline-Signature';

/**
 * The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The time is signed with the
 * body, so a receiver that refuses old timestamps cannot be fed a recorded delivery again.
 */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** What a receiver does to check a delivery (the snippet on the webhooks page does the same); exported for tests. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  const expected = Buffer.from(signature(secret, body, t).split('v1=')[1]!, 'hex');
  return (
    Number.isInteger(t) &&
    Math.abs(nowSeconds - t) <= toleranceSeconds &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export type WebhookSender = (request: WebhookRequest) => Promise<void>;

interface SenderOptions {
  /** WEBHOOKS_ALLOW_PRIVATE: private and loopback addresses may be reached (tests). */
  allowPrivate: boolean;
  /** Certificates to trust besides the system's (tests with a self-signed receiver). */
  ca?: string | Buffer;
  /** How long the connection may stay silent (10 s). */
  timeoutMs?: number;
  /**
   * How long one attempt may take in all: the lookup, connecting, TLS, the request and the whole answer (15 s). A
   * receiver that answers 200 and then trickles its body is given up on here, not kept for as long as it trickles.
   */
  deadlineMs?: number;
}

/**
 * A resolver that refuses private addresses: the connection is made to the address checked here, so a name that
 * resolves to a public address for the check and a private one for the connection (DNS rebinding) cannot get in.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = allowPrivate ? undefined : addresses.find(({ address }) => isPrivateAddress(address));
      if (refused)
        return callback(
          new PermanentDeliveryError(`${hostname} resolves to a private address (${refused.address})`),
          '',
          4,
        );
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 4);
      callback(null, first.address, first.family);
    });
  };
}

/** Answers that say the endpoint is gone for good, not that it failed this time. */
const goneStatuses = new Set([404, 410]);

/**
 * Posts a delivery over https and waits for a 2xx. Redirects are not followed (a redirect could lead to a private
 * address); any other answer, a timeout or a network error is a failure the outbox retries, except `404`/`410` and a
 * private address, which dead-letter it at once.
 */
export function httpsWebhookSender({
  allowPrivate,
  ca,
  timeoutMs = 10_000,
  deadlineMs = 15_000,
}: SenderOptions): WebhookSender {
  return ({ url, body, headers }) => {
    let deadline: NodeJS.Timeout | undefined;
    return new Promise<void>((resolve, reject) => {
      const target = new URL(url);
      if (target.protocol !== 'https:') return reject(new PermanentDeliveryError('the endpoint is not https'));
      // An address written as an IP is connected to without a lookup: it is checked here instead.
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      if (!allowPrivate && isIP(literal) && isPrivateAddress(literal))
        return reject(new PermanentDeliveryError(`${literal} is a private address`));
      const outgoing = request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          lookup: guardedLookup(allowPrivate),
          ca,
          timeout: timeoutMs,
        },
        (response) => {
          let answer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (answer.length < 300) answer += chunk;
          });
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) return resolve();
            const reason = `HTTP ${status}${answer.trim() ? `: ${answer.trim().slice(0, 200)}` : ''}`;
            reject(goneStatuses.has(status) ? new PermanentDeliveryError(reason) : new Error(reason));
          });
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      outgoing.on('error', reject);
      // The first outcome settles the attempt; what the destroyed request reports after it is ignored.
      deadline = setTimeout(() => {
        reject(new Error(`no complete answer within ${deadlineMs / 1000} s`));
        outgoing.destroy();
      }, deadlineMs);
      outgoing.end(body);
    }).finally(() => clearTimeout(deadline));
  };
}
