import { BlockList, isIP } from 'node:net';
import { ipv6Groups } from '@/node-server/client-address.mjs';

/**
 * Where a webhook may not go unless WEBHOOKS_ALLOW_PRIVATE is set: this host and its network, the cloud metadata
 * service, private, shared, link-local, documentation, multicast and reserved ranges (RFC 6890 and its IPv6 kin).
 */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

/**
 * The IPv4 address an IPv6 one stands for, in any spelling (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `[::127.0.0.1]`):
 * IPv4-mapped (`::ffff:0:0/96`), IPv4-translated (`::ffff:0:0:0/96`) and the deprecated IPv4-compatible form (`::/96`,
 * which `::` and `::1` are part of). Undefined for any other IPv6 address. The prefixes that carry an IPv4 address
 * to another network (NAT64, 6to4, Teredo) are refused whole (privateRanges).
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const mapped = zero(0, 5) && groups[5] === 0xffff;
  const translated = zero(0, 4) && groups[4] === 0xffff && groups[5] === 0;
  const compatible = zero(0, 6);
  if (!mapped && !translated && !compatible) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is one a webhook may not reach (anything that is not a plain public address). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return privateRanges.check(bare, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(bare);
  return v4 ? privateRanges.check(v4, 'ipv4') : privateRanges.check(bare, 'ipv6');
}

/** Names that always mean this machine or its network, whatever a resolver says. */
const localName = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

type AddressProblem = 'format' | 'https' | 'credentials' | 'private';

/**
 * What is wrong with a webhook address before any lookup, or undefined: it must be an absolute https URL without
 * credentials, and (unless private ones are allowed) not a private IP literal or a local name. Names that resolve to
 * private addresses are caught at delivery, where the connection uses the address that was checked.
 */
export function addressProblem(url: string, allowPrivate: boolean): AddressProblem | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'format';
  }
  if (parsed.protocol !== 'https:') return 'https';
  if (parsed.username || parsed.password) return 'credentials';
  if (allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host) ? 'private' : undefined;
  return localName.test(host.replace(/\.$/, '')) ? 'private' : undefined;
}
