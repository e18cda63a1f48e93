/**
 * The scoring table of Mozilla's HTTP Observatory for the tests that response headers decide (CSP, cookies,
 * Referrer-Policy, HSTS, X-Content-Type-Options, X-Frame-Options / frame-ancestors, CORP). Start at 100, add each
 * test's modifier; 100 or more is A+. Used by tests over our real headers (SECURITY.md E3).
 */
interface ObservatoryResult {
  score: number;
  grade: string;
  tests: Record<string, { result: string; modifier: number }>;
}

type Headers = Record<string, string | undefined>;

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

function scoreCsp(value: string | undefined): [string, number] {
  if (!value) return ['csp-not-implemented', -25];
  const csp = directives(value);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  const styles = csp.get('style-src') ?? csp.get('default-src');
  if (!scripts) return ['csp-implemented-with-unsafe-inline', -20];
  const strict =
    scripts.includes("'strict-dynamic'") && scripts.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha"));
  if (scripts.includes("'unsafe-inline'") && !strict) return ['csp-implemented-with-unsafe-inline', -20];
  if (scripts.some((s) => s === 'http:' || s.startsWith('http://')))
    return ['csp-implemented-with-insecure-scheme', -20];
  if (scripts.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (styles?.includes("'unsafe-inline'") && !styles.some((s) => s.startsWith("'nonce-"))) {
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  }
  const defaultNone = csp.get('default-src')?.join(' ') === "'none'";
  return defaultNone ? ['csp-implemented-with-no-unsafe-default-src-none', 10] : ['csp-implemented-with-no-unsafe', 5];
}

function scoreCookies(setCookie: string | undefined): [string, number] {
  if (!setCookie) return ['cookies-not-found', 0];
  const cookies = setCookie.split(/\n|,(?=\s*[^;=\s]+=)/);
  const all = (pattern: RegExp) => cookies.every((cookie) => pattern.test(cookie));
  if (!all(/;\s*secure/i)) return ['cookies-without-secure-flag', -20];
  if (!all(/;\s*httponly/i)) return ['cookies-session-without-httponly-flag', -30];
  if (all(/;\s*samesite=(strict|lax)/i)) return ['cookies-secure-with-httponly-sessions-and-samesite', 5];
  return ['cookies-secure-with-httponly-sessions', 0];
}

function scoreReferrer(value: string | undefined): [string, number] {
  if (!value) return ['referrer-policy-not-implemented', 0];
  const policy =
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) {
    return ['referrer-policy-private', 5];
  }
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade'].includes(policy)) {
    return ['referrer-policy-no-referrer-when-downgrade', 0];
  }
  if (policy === 'unsafe-url') return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function scoreHsts(value: string | undefined): [string, number] {
  if (!value) return ['hsts-not-implemented', -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return ['hsts-header-invalid', -20];
  if (maxAge < 15_768_000) return ['hsts-implemented-max-age-less-than-six-months', -10];
  return ['hsts-implemented-max-age-at-least-six-months', 0];
}

function scoreFraming(xfo: string | undefined, csp: string | undefined): [string, number] {
  const ancestors = csp ? directives(csp).get('frame-ancestors') : undefined;
  if (ancestors && (ancestors.join(' ') === "'none'" || ancestors.join(' ') === "'self'")) {
    return ['x-frame-options-implemented-via-csp', 5];
  }
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) return ['x-frame-options-sameorigin-or-deny', 0];
  return ['x-frame-options-not-implemented', -20];
}

export function observatoryScore(raw: Headers): ObservatoryResult {
  const headers: Headers = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), v]));
  const csp = headers['content-security-policy'];
  const entries: Record<string, [string, number]> = {
    'content-security-policy': scoreCsp(csp),
    cookies: scoreCookies(headers['set-cookie']),
    'referrer-policy': scoreReferrer(headers['referrer-policy']),
    'strict-transport-security': scoreHsts(headers['strict-transport-security']),
    'x-content-type-options':
      headers['x-content-type-options']?.trim().toLowerCase() === 'nosniff'
        ? ['x-content-type-options-nosniff', 0]
        : ['x-content-type-options-not-implemented', -5],
    'x-frame-options': scoreFraming(headers['x-frame-options'], csp),
    'cross-origin-resource-policy': headers['cross-origin-resource-policy']
      ? ['corp-implemented-with-same-origin', 0]
      : ['corp-not-implemented', 0],
  };
  const tests = Object.fromEntries(
    Object.entries(entries).map(([name, [result, modifier]]) => [name, { result, modifier }]),
  );
  const score = 100 + Object.values(entries).reduce((sum, [, modifier]) => sum + modifier, 0);
  return { score, grade: grade(score), tests };
}

function grade(score: number): string {
  const table: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return table.find(([min]) => score >= min)?.[1] ?? 'F';
}
