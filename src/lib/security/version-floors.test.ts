import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** SECURITY.md version floors: the installed (locked) versions must not fall below them. */
const floors: Record<string, string> = {
  next: '16.4.1',
  react: '19.2.8',
  'react-dom': '19.2.8',
};

function compare(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split(/[.-]/).slice(0, 3).map(Number));
  for (let i = 0; i < 3; i++) if ((x![i] ?? 0) !== (y![i] ?? 0)) return (x![i] ?? 0) - (y![i] ?? 0);
  return 0;
}

describe('dependency version floors', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };

  it.each(Object.entries(floors))('locks %s at or above %s', (name, floor) => {
    const version = lock.packages[`node_modules/${name}`]?.version;
    expect(version, `${name} is not in package-lock.json`).toBeDefined();
    expect(compare(version!, floor), `${name} ${version} is below ${floor}`).toBeGreaterThanOrEqual(0);
  });

  it('compares versions numerically', () => {
    expect(compare('16.10.0', '16.4.1')).toBeGreaterThan(0);
    expect(compare('19.2.7', '19.2.8')).toBeLessThan(0);
  });
});
