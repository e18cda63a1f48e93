/** The blog's RSS 2.0 feed (spec: "An RSS feed at /blog/rss.xml"): rssFeed is pure, blogFeed reads the live posts. */
import { pick } from '@/content/fields';
import { absoluteUrl } from '@/features/seo/metadata';
import { translatorFor } from '@/i18n/translator';
import { defaultLocale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { getSiteSettings } from '@/server/queries/settings';

export const rssPath = '/blog/rss.xml';

interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** `YYYY-MM-DD` */
  date: string;
  author: string;
}

interface Feed {
  title: string;
  link: string;
  selfLink: string;
  description: string;
  language: string;
  items: FeedItem[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/** RFC 822 date of a publication day (midnight UTC), as RSS 2.0 requires. */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

export function rssFeed(feed: Feed): string {
  const newest = feed.items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const items = feed.items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <description>${escapeXml(item.description)}</description>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <pubDate>${rfc822(item.date)}</pubDate>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.link)}</link>
    <atom:link href="${escapeXml(feed.selfLink)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(feed.description)}</description>
    <language>${escapeXml(feed.language)}</language>${newest ? `\n    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : ''}
${items.join('\n')}
  </channel>
</rss>
`;
}

/** The blog's feed in English (outside the language routing, like the sitemap), from the posts as they are now. */
export async function blogFeed(): Promise<string> {
  const [posts, site, t] = await Promise.all([listBlogPosts(), getSiteSettings(), translatorFor(defaultLocale)]);
  return rssFeed({
    title: t('blog.rssTitle', { site: site.name }),
    link: absoluteUrl(paths.blog),
    selfLink: absoluteUrl(rssPath),
    description: t('blog.rssDescription', { site: site.name }),
    language: defaultLocale,
    items: posts.map((post) => ({
      title: pick(post.title, defaultLocale),
      link: absoluteUrl(paths.blogPost(post.slug)),
      description: pick(post.description, defaultLocale),
      date: post.date,
      author: post.author,
    })),
  });
}
