import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders } from './csp';
import { observatoryScore } from './observatory';

describe('security headers', () => {
  it('makes a fresh 128-bit nonce each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });

  it('allows scripts only by nonce with strict-dynamic, and never unsafe-inline or unsafe-eval in production', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc' });
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scripts).toContain("'nonce-abc'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('lets only the privacy-enhanced YouTube player be framed, and on the admin’s pages the site’s own live preview', () => {
    const frames = (policy: string) => /frame-src ([^;]+)/.exec(policy)?.[1];
    expect(frames(contentSecurityPolicy({ hashes: { script: [], style: [] } }))).toBe(
      'https://www.youtube-nocookie.com',
    );
    expect(frames(contentSecurityPolicy({ nonce: 'abc' }))).toBe("https://www.youtube-nocookie.com 'self'");
  });

  it('opens frames and connections to a hosted captcha provider only when it is configured', () => {
    expect(contentSecurityPolicy({ nonce: 'n' })).not.toContain('challenges.cloudflare.com');
    expect(contentSecurityPolicy({ nonce: 'n', captcha: 'altcha' })).not.toContain('hcaptcha');
    const turnstile = contentSecurityPolicy({ nonce: 'n', captcha: 'turnstile' });
    expect(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/.test(turnstile)).toBe(true);
    expect(/connect-src [^;]*https:\/\/challenges\.cloudflare\.com/.test(turnstile)).toBe(true);
    expect(/script-src [^;]*cloudflare/.test(turnstile)).toBe(false);
  });

  it('adds a chat or analytics provider’s origin only when its env names one over https', () => {
    expect(contentSecurityPolicy({ nonce: 'n' })).not.toContain('chat.example');
    const chat = contentSecurityPolicy({ nonce: 'n', chatScript: 'https://widget.chat.example/v2/loader.js?id=1' });
    expect(/connect-src [^;]*https:\/\/widget\.chat\.example(?: |;|$)/.test(chat)).toBe(true);
    expect(/frame-src [^;]*https:\/\/widget\.chat\.example/.test(chat)).toBe(true);
    expect(chat).not.toContain('loader.js');
    expect(contentSecurityPolicy({ nonce: 'n', chatScript: 'http://chat.example/x.js' })).not.toContain('chat.example');
    expect(contentSecurityPolicy({ nonce: 'n', chatScript: 'not a url' })).not.toContain('not a url');
    const analytics = contentSecurityPolicy({ nonce: 'n', analyticsScript: 'https://stats.example/script.js' });
    expect(/connect-src [^;]*https:\/\/stats\.example/.test(analytics)).toBe(true);
    expect(/script-src [^;]*stats\.example/.test(analytics)).toBe(false);
  });

  it('allows inline scripts and styles by hash alone on an islands page, and the providers it loads by origin', () => {
    const hashes = { script: ['sha256-one=', 'sha256-two='], style: ['sha256-style='] };
    const csp = contentSecurityPolicy({ hashes });
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1];
    expect(scripts).toBe("'self' 'sha256-one=' 'sha256-two='");
    expect(/style-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' 'sha256-style='");
    expect(csp).not.toMatch(/nonce|strict-dynamic/);
    // Without 'strict-dynamic' a provider's script must be named to load at all.
    const analytics = contentSecurityPolicy({ hashes, analyticsScript: 'https://stats.example/script.js' });
    expect(/script-src [^;]*https:\/\/stats\.example/.test(analytics)).toBe(true);
    const score = observatoryScore({ 'content-security-policy': csp, 'x-frame-options': 'DENY' });
    expect(Object.values(score.tests).map((test) => test.result)).toContain('csp-implemented-with-no-unsafe');
  });

  it('lets the home page play videos from the hosts MEDIA_HOSTS names, and from nowhere else (D3)', () => {
    expect(/media-src ([^;]+)/.exec(contentSecurityPolicy({ nonce: 'n' }))?.[1]).toBe("'self'");
    const csp = contentSecurityPolicy({ nonce: 'n', mediaHosts: ['https://videos.example.com'] });
    expect(/media-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' https://videos.example.com");
    expect(/connect-src [^;]*videos\.example\.com/.test(csp)).toBe(false);
  });

  it('sends HSTS only over https and no-store only for the admin', () => {
    expect(securityHeaders({ https: false, admin: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ https: true, admin: false })['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(securityHeaders({ https: false, admin: true })['Cache-Control']).toBe('no-store');
    expect(securityHeaders({ https: false, admin: false })).not.toHaveProperty('Cache-Control');
  });

  it('scores A+ (at least 100) on the Observatory table (E3)', () => {
    const result = observatoryScore({
      ...securityHeaders({ https: true, admin: false }),
      'Content-Security-Policy': contentSecurityPolicy({ nonce: createNonce() }),
    });
    expect(result.grade).toBe('A+');
    expect(result.score).toBeGreaterThanOrEqual(100);
  });
});

describe('observatory scoring', () => {
  it('punishes a missing CSP, unsafe-inline scripts and missing framing protection', () => {
    expect(observatoryScore({}).score).toBeLessThan(50);
    const unsafe = observatoryScore({ 'content-security-policy': "script-src 'self' 'unsafe-inline'" });
    expect(unsafe.tests['content-security-policy']?.modifier).toBe(-20);
    expect(observatoryScore({ 'x-frame-options': 'DENY' }).tests['x-frame-options']?.modifier).toBe(0);
  });

  it('rewards framing protection set through CSP and a private referrer policy', () => {
    const result = observatoryScore({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    });
    expect(result.tests['content-security-policy']?.modifier).toBe(10);
    expect(result.tests['x-frame-options']?.modifier).toBe(5);
    expect(result.tests['referrer-policy']?.modifier).toBe(5);
  });
});
