import { getTranslations } from 'next-intl/server';
import { pick } from '@/content/fields';
import { rssFeed, rssPath } from '@/features/blog/rss';
import { absoluteUrl } from '@/features/seo/metadata';
import { defaultLocale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { getSiteSettings } from '@/server/queries/settings';

// Posts are edited in the admin: the feed is built per request from the live content, never at build time.
export const dynamic = 'force-dynamic';

/** The blog's RSS feed, in English (outside the locale routing, like the sitemap). */
export async function GET(): Promise<Response> {
  const [posts, site, t] = await Promise.all([
    listBlogPosts(),
    getSiteSettings(),
    getTranslations({ locale: defaultLocale, namespace: 'blog' }),
  ]);
  const xml = rssFeed({
    title: t('rssTitle', { site: site.name }),
    link: absoluteUrl(paths.blog),
    selfLink: absoluteUrl(rssPath),
    description: t('rssDescription', { site: site.name }),
    language: defaultLocale,
    items: posts.map((post) => ({
      title: pick(post.title, defaultLocale),
      link: absoluteUrl(paths.blogPost(post.slug)),
      description: pick(post.description, defaultLocale),
      date: post.date,
      author: post.author,
    })),
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
