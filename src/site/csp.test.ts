import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, islandsPolicy, trustedInlineScripts } from './csp';

describe("the islands pages' CSP", () => {
  it('hashes a text as the browser does (SHA-256 of its UTF-8 bytes, base64)', () => {
    expect(cspHash('alert(1)')).toBe(`sha256-${createHash('sha256').update('alert(1)').digest('base64')}`);
    expect(cspHash('é')).not.toBe(cspHash('e'));
  });

  it('lists every trusted inline script by hash, no inline style, and nothing by nonce or unsafe-inline', () => {
    const csp = islandsPolicy();
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    for (const text of trustedInlineScripts) expect(scripts).toContain(`'${cspHash(text)}'`);
    expect(scripts.match(/'sha256-/g)).toHaveLength(trustedInlineScripts.length);
    expect(scripts).not.toMatch(/nonce|unsafe|strict-dynamic/);
    expect(/style-src ([^;]+)/.exec(csp)?.[1]).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('trusts the island loader, the painted and visible directives, the theme script, the web font switch, the landing note and the page scripts’ loader, each once', () => {
    expect(new Set(trustedInlineScripts).size).toBe(trustedInlineScripts.length);
    expect(trustedInlineScripts.some((text) => text.includes('customElements.define("astro-island"'))).toBe(true);
    expect(trustedInlineScripts.some((text) => text.includes('.painted='))).toBe(true);
    expect(trustedInlineScripts.some((text) => text.includes('.visible='))).toBe(true);
    expect(trustedInlineScripts.some((text) => text.includes("localStorage.getItem('theme')"))).toBe(true);
    expect(trustedInlineScripts.some((text) => text.includes("localStorage.getItem('web-font')"))).toBe(true);
    expect(trustedInlineScripts.some((text) => text.includes('data-after-paint'))).toBe(true);
    expect(trustedInlineScripts.some((text) => text.includes('"lead-attribution"'))).toBe(true);
  });
});
