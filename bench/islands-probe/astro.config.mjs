// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { PAGE_SECURITY_HEADERS } from '../../src/node-server/response-rules.mjs';

/**
 * The islands probe is an Astro root of its own (`astro build --root bench/islands-probe`): nothing of the
 * repository's root configuration applies to it. PostCSS is given inline so Vite does not load the root's
 * postcss.config.mjs (Tailwind); the tsconfig.json beside this file stops the search for the root's.
 */
export default defineConfig({
  output: 'static',
  integrations: [react()],
  vite: { css: { postcss: {} } },
  // Served as the site's pages are: with the security headers every page must carry (SECURITY.md E2), whose cost is
  // the same for any page and so belongs to the floor the routes are judged against (`astro preview` sends them).
  server: { headers: { ...PAGE_SECURITY_HEADERS } },
});
