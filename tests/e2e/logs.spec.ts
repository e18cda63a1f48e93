import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverLogsDir } from '../support/server-logs';
import { expect, test } from './fixtures';

/**
 * SECURITY.md G2 over the whole suite: this spec runs after every other one (its own Playwright project), then reads
 * the output of every server they started — the shared one and each dedicated production server, at every log level —
 * and looks for what must never be logged.
 */

/** Every password the specs type or start servers with (constants named …PASSWORD in tests/). */
function testPasswords(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|mjs)$/.test(entry.name))
        for (const match of readFileSync(file, 'utf8').matchAll(/PASSWORD\w* = '([^']+)'/g)) found.add(match[1]!);
    }
  };
  walk('tests');
  return [...found];
}

const forbidden: { what: string; pattern: RegExp }[] = [
  { what: 'an e-mail address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/ },
  { what: 'a session cookie', pattern: /admin-session=/i },
  { what: 'a pending two-step sign-in cookie', pattern: /admin-two-step=/i },
  { what: 'a cookie or authorization header', pattern: /"(?:cookie|set-cookie|authorization)"\s*:/i },
  { what: 'a password hash', pattern: /\$argon2(?:id|i|d)\$/ },
  { what: 'a one-time link token', pattern: /[?&]token=[\w-]{20,}/ },
  { what: 'a password field', pattern: /"(?:password|current|repeat)"\s*:\s*"/i },
];

test('no log line of the whole suite holds a password, cookie, token or full e-mail address (G2)', () => {
  const dir = serverLogsDir();
  const files = readdirSync(dir).filter((name) => name.endsWith('.log'));
  // The shared server and the dedicated servers of the other specs all wrote here.
  expect(files).toContain('shared-server.log');
  expect(files.length).toBeGreaterThan(5);
  const passwords = testPasswords();
  expect(passwords.length).toBeGreaterThanOrEqual(2);

  let lines = 0;
  let jsonLines = 0;
  const leaks: string[] = [];
  for (const file of files) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      lines++;
      if (line.startsWith('{')) jsonLines++;
      for (const { what, pattern } of forbidden) if (pattern.test(line)) leaks.push(`${what} in ${file}: ${line}`);
      for (const password of passwords)
        if (line.includes(password)) leaks.push(`a test password in ${file}: ${line.slice(0, 200)}`);
    }
  }
  test.info().annotations.push({
    type: 'figure',
    description: `${lines.toLocaleString('en')} log lines (${jsonLines.toLocaleString('en')} JSON) from ${files.length} server runs searched: ${leaks.length} leaks`,
  });
  expect(leaks).toEqual([]);
  expect(jsonLines).toBeGreaterThan(100);
});
