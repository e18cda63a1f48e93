// @ts-check
/**
 * The public site's renderer (DESIGN.md §3): Astro renders the public pages on the server from the same React
 * components the admin's Next.js app uses, and hydrates only the interactive leaves (islands). It builds to `dist/`
 * and is mounted in middleware mode by server.mjs, beside Next.js, on one port (src/node-server/renderers.mjs).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

export default defineConfig({
  srcDir: './src/site',
  // public/ is served as it is today (next.config.ts headers); nothing of it is copied into the build.
  publicDir: './src/site/public',
  // ASTRO_DIST_DIR lets parallel builds (tests, the bench) keep apart, as NEXT_DIST_DIR does for Next.js.
  outDir: process.env.ASTRO_DIST_DIR ?? './dist',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    // `client:painted`: islands hydrate once the first content has painted (src/site/directives/painted.ts).
    {
      name: 'agency:painted-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'painted', entrypoint: './src/site/directives/painted.ts' }),
      },
    },
  ],
  // Every stylesheet is a file ('self' in the CSP), never an inline <style> that would need a hash per page.
  build: { inlineStylesheets: 'never', assets: '_astro' },
  // The lead forms' pages check a sending's origin themselves, as every route handler does (SECURITY.md C1,
  // src/server/auth/origin.ts): Astro's own check compares with the scheme it sees, which a TLS proxy in front changes.
  security: { checkOrigin: false },
  // Astro's own dev toolbar and its prefetch script are no part of the site.
  devToolbar: { enabled: false },
  vite: {
    resolve: {
      alias: {
        // `server-only` throws outside a react-server bundle; Astro's server bundle is server code by definition.
        'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
      },
    },
    build: {
      // Scripts stay files ('self' in the CSP): an inlined one would be an inline script with no hash on the list.
      assetsInlineLimit: 0,
      // The site's stylesheet is named for what it is; Vite would name it after the first page importing it (`410`).
      rollupOptions: {
        output: {
          assetFileNames: (/** @type {{ names?: string[] }} */ asset) =>
            asset.names?.some((name) => name.endsWith('.css'))
              ? '_astro/site.[hash][extname]'
              : '_astro/[name].[hash][extname]',
        },
      },
    },
  },
});
