import { describe, expect, it } from 'vitest';
import { escapeXml, rssFeed } from './rss';

const feed = {
  title: 'Emberline Digital Blog',
  link: 'https://www.example.com/blog',
  selfLink: 'https://www.example.com/blog/rss.xml',
  description: 'Articles',
  language: 'en',
  items: [
    {
      title: 'SEO <basics> & "tips"',
      link: 'https://www.example.com/blog/seo-basics',
      description: "What's new in </description><script>",
      date: '2026-10-14',
      author: 'Priya Raman',
    },
    { title: 'Older', link: 'https://www.example.com/blog/older', description: 'd', date: '2026-06-16', author: 'A' },
  ],
};

describe('rssFeed', () => {
  it('is an RSS 2.0 channel with one item per post, in the given order', () => {
    const xml = rssFeed(feed);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml.indexOf('seo-basics')).toBeLessThan(xml.indexOf('/blog/older'));
    expect(xml).toContain(
      '<atom:link href="https://www.example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('gives RFC 822 publication dates and the newest as the build date', () => {
    const xml = rssFeed(feed);
    expect(xml).toContain('<pubDate>Wed, 14 Oct 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Wed, 14 Oct 2026 00:00:00 GMT</lastBuildDate>');
  });

  it('escapes every text so no content can break the XML', () => {
    const xml = rssFeed(feed);
    expect(xml).toContain('<title>SEO &lt;basics&gt; &amp; &quot;tips&quot;</title>');
    expect(xml).toContain('<description>What&apos;s new in &lt;/description&gt;&lt;script&gt;</description>');
    expect(xml).not.toContain('<script>');
  });

  it('drops characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u0008c\td\ne')).toBe('abc\td\ne');
  });
});
