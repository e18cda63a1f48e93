import { describe, expect, it } from 'vitest';
import { addressProblem, isPrivateAddress } from './address';

describe('webhook addresses (C2)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    'fd12:3456::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '64:ff9b::7f00:1',
    // IPv4-compatible and IPv4-translated forms are judged by the IPv4 address they carry.
    '::127.0.0.1',
    '[::127.0.0.1]',
    '::7f00:1',
    '::10.0.0.1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:7f00:1',
    '0:0:0:0:0:ffff:a9fe:a9fe',
    '::ffff:0:a9fe:a9fe',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '::ffff:0:8.8.8.8',
    '::8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('wants an https address without credentials, and not a private one', () => {
    expect(addressProblem('https://hooks.slack.com/services/T0/B0/xyz', false)).toBeUndefined();
    expect(addressProblem('https://93.184.216.34/hook', false)).toBeUndefined();
    expect(addressProblem('http://example.com/hook', false)).toBe('https');
    expect(addressProblem('ftp://example.com/hook', false)).toBe('https');
    expect(addressProblem('example.com/hook', false)).toBe('format');
    expect(addressProblem('https://user:pass@example.com/hook', false)).toBe('credentials');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://2130706433/hook',
      'https://0x7f.1/hook',
      'https://[::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[::127.0.0.1]/',
      'https://[::ffff:0:127.0.0.1]/',
      'https://[0:0:0:0:0:0:7f00:1]:8443/',
      'https://localhost:8443/hook',
      'https://api.localhost/hook',
      'https://printer.local/hook',
      'https://metadata.google.internal/computeMetadata',
    ])
      expect(addressProblem(url, false), url).toBe('private');
  });

  it('lets private addresses through when WEBHOOKS_ALLOW_PRIVATE is set, and still wants https', () => {
    expect(addressProblem('https://127.0.0.1:9443/hook', true)).toBeUndefined();
    expect(addressProblem('https://localhost/hook', true)).toBeUndefined();
    expect(addressProblem('http://127.0.0.1/hook', true)).toBe('https');
  });
});
