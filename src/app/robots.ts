import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/features/seo/metadata';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/admin-login', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
