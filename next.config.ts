import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // A separate build directory lets parallel test runs build without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The browser suite's build (tests/support/e2e-server.mjs) skips the type check: `npm run typecheck` is the one, run
  // beside lint in CI; the suite tests behaviour, and the same check again would only add to its build.
  typescript: { ignoreBuildErrors: process.env.E2E_BUILD === '1' },
  poweredByHeader: false,
  reactStrictMode: true,
  // The body cap of SECURITY.md F2; server.mjs refuses larger bodies before they reach Next.js.
  experimental: {
    serverActions: { bodySizeLimit: '2mb' },
    // A build on CI starts from a clean clone and is never built again, so Turbopack's on-disk cache would only be
    // written (10–30 s at the end of every CI build on this machine kind) and never read.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // Images are resized once into AVIF/WebP variants (scripts/images/generate.ts); nothing is optimised per request.
  images: { unoptimized: true },
  // Files served without proxy.ts (build assets, public/) get the same protective headers.
  async headers() {
    const common = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
      { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ];
    const immutable = { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' };
    return [
      { source: '/_next/static/:path*', headers: common },
      { source: '/images/:path*', headers: [...common, immutable] },
      { source: '/videos/:path*', headers: [...common, immutable] },
      { source: '/fonts/:path*', headers: [...common, immutable] },
      { source: '/:file(icon.svg|apple-icon.png|favicon.ico)', headers: common },
    ];
  },
};

export default nextConfig;
