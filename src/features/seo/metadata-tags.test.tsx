import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MetadataTags } from './metadata-tags';

describe('the head of an islands page', () => {
  it('writes the canonical address, the language alternates and a feed as Next.js writes them', () => {
    const html = renderToStaticMarkup(
      <MetadataTags
        siteName="Emberline Digital"
        metadata={{
          title: 'Blog',
          alternates: {
            canonical: 'https://www.example.com/es/blog',
            languages: { en: 'https://www.example.com/blog', es: 'https://www.example.com/es/blog' },
            types: { 'application/rss+xml': 'https://www.example.com/blog/rss.xml' },
          },
        }}
      />,
    );
    expect(html).toContain('<title>Blog</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/es/blog"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="es" href="https://www.example.com/es/blog"/>');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" href="https://www.example.com/blog/rss.xml"/>',
    );
  });

  it("writes the site's root as its origin, as Next.js does, and every other address as it is", () => {
    const html = renderToStaticMarkup(
      <MetadataTags
        siteName="Emberline Digital"
        metadata={{
          title: 'Home',
          alternates: {
            canonical: 'https://www.example.com/',
            languages: { en: 'https://www.example.com/', es: 'https://www.example.com/es' },
          },
          openGraph: { url: 'https://www.example.com/' },
        }}
      />,
    );
    expect(html).toContain('<link rel="canonical" href="https://www.example.com"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://www.example.com"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="es" href="https://www.example.com/es"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com"/>');
  });

  it('writes no feed link for a page without one', () => {
    const html = renderToStaticMarkup(<MetadataTags siteName="Emberline Digital" metadata={{ title: 'Terms' }} />);
    expect(html).not.toContain('application/rss+xml');
  });
});
