// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_SECURITY_HEADERS } from '../../src/node-server/response-rules.mjs';

/** The repository root, where `next`, `react` and the font live (the probe has no node_modules of its own). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('next').NextConfig} */
const config = {
  distDir: '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root },
  outputFileTracingRoot: root,
  // Served as the site's pages are: with the security headers every page must carry (SECURITY.md E2).
  async headers() {
    const headers = Object.entries(PAGE_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [{ source: '/:path*', headers }];
  },
};

export default config;
