import { isIP } from 'node:net';
import { ipv6Groups } from '@/node-server/client-address.mjs';

/**
 * Where a session came from, as its person is shown it: the first part of the network address (an IPv4 address's /24,
 * `203.0.113.*`; an IPv6 address's /48, `2001:db8:85a3::/48`), enough to tell the office from a café abroad without
 * keeping the address itself. Undefined when the address is unknown.
 */
export function networkOf(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.*`;
  if (isIP(address) !== 6) return undefined;
  const groups = ipv6Groups(address.split('%')[0]!).slice(0, 3);
  return `${groups.map((group) => group.toString(16)).join(':')}::/48`;
}

const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\bHeadless|\b)(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * The browser and system a user agent names, in the words a person knows them by (`Chrome on macOS`); what it cannot
 * tell stays out (`Firefox`, `a browser on Linux`), and an absent one is undefined.
 */
export function deviceOf(userAgent: string | null | undefined): { browser?: string; system?: string } | undefined {
  if (!userAgent) return undefined;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return browser || system ? { browser, system } : undefined;
}
