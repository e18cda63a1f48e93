// @ts-check
/**
 * The client address of a request, decided once by the production server (server.mjs) and handed to the app in a
 * header it sets itself. A header the client sent is the client's choice, not its address (SECURITY.md pitfall):
 * forwarding headers are believed only from proxies that TRUST_PROXY names.
 *
 * TRUST_PROXY:
 * - unset, `false` or `0`: nothing is forwarded; the address is the socket's, and every forwarding header is dropped.
 * - a whole number N: N proxies stand in front (a load balancer and a CDN would be 2); the client is the address N
 *   hops before the socket in `X-Forwarded-For`.
 * - a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 127.0.0.1`): the proxies' own addresses; the
 *   client is the nearest address in `X-Forwarded-For` that is not one of them.
 */
import { BlockList, isIP } from 'node:net';

/** The header the app reads the client address from (src/server/request-meta.ts). Never taken from the client. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** Headers that describe the connection as a proxy saw it; dropped unless a trusted proxy sent them. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'forwarded',
  'true-client-ip',
  'cf-connecting-ip',
  CLIENT_ADDRESS_HEADER,
];

/**
 * @typedef {{ kind: 'none' } | { kind: 'hops', hops: number } | { kind: 'addresses', list: BlockList, text: string }} TrustProxy
 */

/** @param {string} address */
function unmapped(address) {
  // An IPv4 client on a dual-stack socket shows as ::ffff:1.2.3.4.
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The eight 16-bit groups of an IPv6 address (without a zone), a trailing dotted IPv4 part included.
 * @param {string} address
 */
export function ipv6Groups(address) {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * What per-client limits count by: an IPv4 address (also written IPv4-mapped, `::ffff:1.2.3.4`) as it is, an IPv6
 * address by its /64 (`2001:db8:1:2::/64`), since one subscriber is usually given a whole /64 to pick addresses from.
 * Anything that is not an address (`unknown`) is left as it is.
 * @param {string} address
 */
export function clientKey(address) {
  const plain = address.split('%')[0] ?? '';
  if (isIP(plain) !== 6) return address;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Parses TRUST_PROXY; throws an Error with a message meant for the operator.
 * @param {string | undefined} value
 * @returns {TrustProxy}
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('TRUST_PROXY: a hop count above 10 is surely a mistake');
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const item of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix, extra] = item.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (prefix !== undefined && !/^\d+$/.test(prefix)) || Number(prefix) > bits)
      throw new Error(
        `TRUST_PROXY: "${item}" is not an IP address or CIDR range (expected a hop count, or addresses like 10.0.0.0/8)`,
      );
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { kind: 'addresses', list, text };
}

/** @param {BlockList} list @param {string} address */
function isTrusted(list, address) {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client address and whether the nearest hop is a trusted proxy (whose scheme header may then be believed).
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {TrustProxy} trust
 * @returns {{ address: string, viaTrustedProxy: boolean }}
 */
export function resolveClient(socketAddress, forwardedFor, trust) {
  const socket = unmapped(socketAddress ?? '');
  if (trust.kind === 'none') return { address: socket, viaTrustedProxy: false };
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((part) => unmapped(part.trim()))
    .filter(Boolean);
  // The hops, oldest first; the socket is the last one.
  const chain = [...forwarded, socket];
  let index;
  if (trust.kind === 'hops') {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    if (!isTrusted(trust.list, socket)) return { address: socket, viaTrustedProxy: false };
    index = chain.length - 1;
    while (index > 0 && isTrusted(trust.list, chain[index] ?? '')) index -= 1;
  }
  // A hop that is not an address at all was written by someone we do not trust: stop at the hop after it.
  while (index < chain.length - 1 && !isIP(chain[index] ?? '')) index += 1;
  return {
    address: (chain[index] ?? socket).slice(0, 64),
    viaTrustedProxy: trust.kind === 'hops' || index < chain.length - 1,
  };
}

/**
 * Replaces whatever forwarding headers a request came with by the server's own view: the client address in
 * CLIENT_ADDRESS_HEADER and X-Forwarded-For, and X-Forwarded-Proto only when a trusted proxy said https (or the socket
 * is TLS).
 * @param {import('node:http').IncomingMessage} request
 * @param {TrustProxy} trust
 */
export function normalizeForwarding(request, trust) {
  const { headers } = request;
  const { address, viaTrustedProxy } = resolveClient(request.socket.remoteAddress, headers['x-forwarded-for'], trust);
  const proto = String(headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  const encrypted = Boolean(/** @type {{ encrypted?: boolean }} */ (request.socket).encrypted);
  for (const name of FORWARDING_HEADERS) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = address;
  headers['x-forwarded-for'] = address;
  if (encrypted || (viaTrustedProxy && proto === 'https')) headers['x-forwarded-proto'] = 'https';
}
