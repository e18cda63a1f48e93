import 'server-only';
import type { Metadata } from 'next';
import { absoluteUrl } from '@/features/seo/metadata';
import { rssPath } from './rss';

/** Adds the feed to a blog page's metadata (`<link rel="alternate" type="application/rss+xml">`). */
export function withRssFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': absoluteUrl(rssPath) } },
  };
}
