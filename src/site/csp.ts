import { createHash } from 'node:crypto';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import visibleScript from 'astro/runtime/client/visible.prebuilt.js';
import { themeScript } from '@/components/site/theme-script';
import { paintedScript } from './directives/painted.prebuilt';
import { afterPaintLoader, visitLandingScript } from './scripts/inline.prebuilt';
import { webFontScript } from './web-font';
import { sitePolicy } from '@/lib/security/csp';

/** A CSP hash source of a script's or style's text, as the browser computes it. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Every inline script a public page may carry, and nothing a page's content could add: Astro's island loader and the
 * two loading directives the site uses, `client:visible` (its text ships with Astro) and the site's own `client:painted`
 * (src/site/directives), the theme script, the web font's switch (src/site/web-font.ts), the note of the visit's
 * landing page and the loader of the page's own scripts (src/site/scripts/inline.prebuilt.ts). Any other inline script (one injected into a page) matches no hash and is
 * refused. src/site/csp.test.ts proves each page's inline scripts are on this list, so an Astro upgrade that changes
 * one fails a test, not a page.
 */
export const trustedInlineScripts: readonly string[] = [
  islandScript,
  paintedScript,
  visibleScript,
  themeScript,
  webFontScript,
  visitLandingScript,
  afterPaintLoader,
];

/**
 * Astro's one inline style, `display: contents` for its island wrappers, written before the first island: in <body>,
 * where HTML allows no <style>. The middleware takes it out (src/site/middleware.ts) and the site's stylesheet has the
 * same rule (src/site/styles/site.css), so pages have no inline style and the CSP lists none.
 */
export const ISLAND_STYLE_ELEMENT = `<style>${ISLAND_STYLES}</style>`;

/** The trusted scripts' hashes, worked out once: every page render sends them. */
const trustedScriptHashes = trustedInlineScripts.map(cspHash);

/** The Content-Security-Policy of every public page, the same for every response (so cached bytes are reused). */
export function islandsPolicy(): string {
  return sitePolicy({
    hashes: { script: trustedScriptHashes, style: [] },
  });
}
