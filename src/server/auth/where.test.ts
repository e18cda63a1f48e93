import { describe, expect, it } from 'vitest';
import { deviceOf, networkOf } from './where';

describe('where a session comes from', () => {
  it('keeps the first part of the network address only', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.*');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.*');
    expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0::/48');
    for (const address of [undefined, '', 'localhost', '999.1.1.1', '203.0.113'])
      expect(networkOf(address), String(address)).toBeUndefined();
  });

  it('names the browser and the system in the words people know them by', () => {
    const agents: [string, ReturnType<typeof deviceOf>][] = [
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        { browser: 'Chrome', system: 'macOS' },
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        { browser: 'Edge', system: 'Windows' },
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        { browser: 'Firefox', system: 'Linux' },
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        { browser: 'Safari', system: 'iOS' },
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        { browser: 'Chrome', system: 'Android' },
      ],
      ['curl/8.5.0', undefined],
      ['', undefined],
    ];
    for (const [agent, device] of agents) expect(deviceOf(agent), agent).toEqual(device);
    expect(deviceOf(null)).toBeUndefined();
  });
});
