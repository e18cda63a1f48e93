import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Images are resized once into AVIF/WebP variants (scripts/generate-images.ts); nothing is optimised per request.
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
