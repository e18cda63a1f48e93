// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/**
 * The islands probe is an Astro root of its own (`astro build --root bench/islands-probe`): nothing of the
 * repository's root configuration applies to it. PostCSS is given inline so Vite does not load the root's
 * postcss.config.mjs (Tailwind); the tsconfig.json beside this file stops the search for the root's.
 */
export default defineConfig({
  output: 'static',
  integrations: [react()],
  vite: { css: { postcss: {} } },
});
