import 'server-only';
import type { Metadata } from 'next';
import type { BlogPost } from '@/content/blog-post';
import { pick } from '@/content/fields';
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata';
import { writtenIn } from '@/features/seo/written-in';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { rssPath } from './rss';

/** Adds the feed to a blog page's metadata (`<link rel="alternate" type="application/rss+xml">`). */
export function withRssFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': absoluteUrl(rssPath) } },
  };
}

/** A post's metadata in `locale`: its SEO entry where it has one, else its own title, description and image. */
export async function postMetadata(post: BlogPost, locale: Locale): Promise<Metadata> {
  return withRssFeed(
    await pageMetadata({
      locale,
      path: paths.blogPost(post.slug),
      seoKey: `blog:${post.slug}`,
      written: writtenIn.blogPost(post),
      fallback: { title: pick(post.title, locale), description: pick(post.description, locale), image: post.image },
    }),
  );
}
