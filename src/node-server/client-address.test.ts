import { describe, expect, it } from 'vitest';
import { clientKey, parseTrustProxy, resolveClient } from './client-address.mjs';

const none = parseTrustProxy(undefined);

describe('resolveClient', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClient('203.0.113.7', '10.0.0.1, 10.0.0.2', none)).toEqual({
      address: '203.0.113.7',
      viaTrustedProxy: false,
    });
    expect(resolveClient('::ffff:203.0.113.7', undefined, none).address).toBe('203.0.113.7');
  });

  it('counts hops back from the socket when TRUST_PROXY is a number', () => {
    const one = parseTrustProxy('1');
    expect(resolveClient('10.0.0.2', '198.51.100.4', one)).toEqual({ address: '198.51.100.4', viaTrustedProxy: true });
    // A client that sends its own header only adds hops further out: the proxy's own entry is the last one.
    expect(resolveClient('10.0.0.2', '1.2.3.4, 198.51.100.4', one).address).toBe('198.51.100.4');
    expect(resolveClient('10.0.0.3', '1.2.3.4, 198.51.100.4, 10.0.0.2', parseTrustProxy('2')).address).toBe(
      '198.51.100.4',
    );
    // Fewer hops than proxies: the furthest one known.
    expect(resolveClient('10.0.0.2', undefined, parseTrustProxy('2')).address).toBe('10.0.0.2');
  });

  it('skips the proxies a list names, and believes nothing from a socket that is not one of them', () => {
    const list = parseTrustProxy('10.0.0.0/8, ::1');
    expect(resolveClient('10.1.2.3', '1.2.3.4, 198.51.100.4, 10.9.9.9', list).address).toBe('198.51.100.4');
    expect(resolveClient('::1', '198.51.100.4', list).address).toBe('198.51.100.4');
    expect(resolveClient('203.0.113.7', '198.51.100.4', list)).toEqual({
      address: '203.0.113.7',
      viaTrustedProxy: false,
    });
  });

  it('never takes an entry that is not an address', () => {
    expect(resolveClient('10.0.0.2', 'evil<script>', parseTrustProxy('1')).address).toBe('10.0.0.2');
    expect(resolveClient('10.0.0.2', 'junk, 198.51.100.4', parseTrustProxy('2')).address).toBe('198.51.100.4');
  });
});

describe('parseTrustProxy', () => {
  it.each(['', '0', 'false'])('reads %j as no proxy', (value) => {
    expect(parseTrustProxy(value)).toEqual({ kind: 'none' });
  });

  it.each(['yes', '10.0.0.0/40', 'example.com', '10.0.0.1/8/2', '11'])('refuses %j with a message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('clientKey', () => {
  it('keys an IPv6 client by its /64, however the address is written (F4)', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const address of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::7%eth0'])
      expect(clientKey(address), address).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keys an IPv4 client, also one written as an IPv4-mapped IPv6 address, by its whole address (F4)', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('leaves what is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});
