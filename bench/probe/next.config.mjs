// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where `next`, `react` and the font live (the probe has no node_modules of its own). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('next').NextConfig} */
const config = {
  distDir: '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default config;
