import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('the sitemap', () => {
  it('lists each address with its language alternates, as Next.js wrote it', () => {
    const xml = sitemapXml([
      {
        url: 'https://www.example.com/',
        languages: {
          en: 'https://www.example.com/',
          es: 'https://www.example.com/es',
          'x-default': 'https://www.example.com/',
        },
        priority: 1,
      },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url>\n<loc>https://www.example.com/</loc>\n' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/" />\n' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es" />\n' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/" />\n' +
        '<changefreq>weekly</changefreq>\n<priority>1</priority>\n</url>\n' +
        '</urlset>\n',
    );
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml([{ url: 'https://www.example.com/a?b=1&c=<2>', languages: {}, priority: 0.7 }]);
    expect(xml).toContain('<loc>https://www.example.com/a?b=1&amp;c=&lt;2&gt;</loc>');
  });
});
