import { describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';
import {
  articleHtmlForEditor,
  articleHtmlForPage,
  articleHtmlForSave,
  articleImageSources,
  articleUrl,
  isArticleHtml,
} from './article';
import { markdownToHtml, parseMarkdown } from './markdown';

const seededArticles = seedFiles.flatMap((file) => file.blogPosts ?? []).flatMap((post) => Object.values(post.content));

describe('isArticleHtml', () => {
  it.each([
    '<p>Text</p>',
    '  \n<h2>Title</h2><p>x</p>',
    '<h3>T</h3>',
    '<h4>T</h4>',
    '<ul><li><p>a</p></li></ul>',
    '<ol><li><p>a</p></li></ol>',
    '<blockquote><p>q</p></blockquote>',
    '<pre><code>x</code></pre>',
    '<hr><p>x</p>',
    '<img src="/images/a.avif" alt="a">',
    '<P>upper case</P>',
  ])('reads %j as HTML', (content) => {
    expect(isArticleHtml(content)).toBe(true);
  });

  it.each([
    '',
    'Plain text',
    '## Heading\n\nText',
    '- a list',
    '<script>alert(1)</script>',
    '<span>inline</span>',
    '<pretend> is not a tag the editor writes',
    '<p',
    '<h1>Not an article heading</h1>',
    '< p>spaced</p>',
  ])('reads %j as Markdown', (content) => {
    expect(isArticleHtml(content)).toBe(false);
  });

  it('reads every seeded article as Markdown', () => {
    expect(seededArticles.length).toBeGreaterThan(0);
    for (const content of seededArticles) expect(isArticleHtml(content)).toBe(false);
  });
});

describe('articleHtmlForEditor', () => {
  it('turns a Markdown article into HTML', () => {
    expect(articleHtmlForEditor('## Costs\n\nA **bold** [link](/blog).')).toBe(
      '<h2>Costs</h2><p>A <strong>bold</strong> <a href="/blog">link</a>.</p>',
    );
  });

  it('gives HTML as it is', () => {
    const html = '<h2>T</h2><blockquote><p>q</p></blockquote><img src="/images/a.avif" alt="a">';
    expect(articleHtmlForEditor(html)).toBe(html);
  });

  it('gives nothing for an empty article', () => {
    expect(articleHtmlForEditor('')).toBe('');
  });
});

describe('articleHtmlForSave', () => {
  it('sanitises article HTML', () => {
    expect(
      articleHtmlForSave(' <p onclick="x()">a<img src="javascript:alert(1)"><script>alert(1)</script></p>\n'),
    ).toBe('<p>a</p>');
  });

  it('stores a Markdown article as HTML that shows the same text, never its escapes', () => {
    const html = articleHtmlForSave('## Q & A\n\nIs 1 < 2? Yes **"always"**.');
    expect(html).toBe('<h2>Q &amp; A</h2><p>Is 1 &lt; 2? Yes <strong>"always"</strong>.</p>');
    expect(isArticleHtml(html)).toBe(true);
    expect(articleHtmlForSave(html)).toBe(html);
  });

  it('stores an empty article as empty', () => {
    expect(articleHtmlForSave('')).toBe('');
  });
});

describe('articleUrl', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['  /pricing-calculator  ', '/pricing-calculator'],
    ['/images/blog/cover.avif', '/images/blog/cover.avif'],
  ])('accepts %j', (input, url) => {
    expect(articleUrl(input)).toBe(url);
  });

  it.each([
    '',
    '   ',
    'http://example.com',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://example.com/a b',
    'https://exa\u0000mple.com',
    '/a\u007f',
    'example.com',
    'mailto:a@example.com',
  ])('refuses %j', (input) => {
    expect(articleUrl(input)).toBeUndefined();
  });
});

describe('articleHtmlForPage', () => {
  it('sanitises the stored HTML again', () => {
    expect(
      articleHtmlForPage('<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)></p>', 'en'),
    ).toBe('<p>a</p>');
  });

  it('gives headings the ids the Markdown rendering gives them', () => {
    for (const source of seededArticles) {
      const markdownIds = parseMarkdown(source).flatMap((block) => (block.type === 'heading' ? [block.id] : []));
      const htmlIds = [...articleHtmlForPage(markdownToHtml(source), 'en').matchAll(/<h[23] id="([^"]*)">/g)].map(
        (match) => match[1],
      );
      expect(htmlIds).toEqual(markdownIds);
    }
  });

  it('makes heading ids from the heading text, unique within the article', () => {
    expect(
      articleHtmlForPage(
        '<h2>Costs &amp; <em>fees</em></h2><h3>Costs &amp; fees</h3><h4>"&gt;&lt;b&gt;</h4><h2></h2>',
        'en',
      ),
    ).toBe(
      '<h2 id="costs-fees">Costs &amp; <em>fees</em></h2><h3 id="costs-fees-2">Costs &amp; fees</h3><h4 id="b">"&gt;&lt;b&gt;</h4><h2 id="section"></h2>',
    );
  });

  it('opens external links in a new tab without an opener or referrer', () => {
    expect(articleHtmlForPage('<p><a href="https://example.com/a?b=1&amp;c=2" target="_self">e</a></p>', 'en')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">e</a></p>',
    );
  });

  it('links a page of the site in the reader language, as the Markdown rendering does', () => {
    const html =
      '<a href="/pricing-calculator">p</a><a href="/blog/x#costs">b</a><a href="/">h</a><a href="/de/blog">d</a><a href="/images/a.pdf">f</a>';
    expect(articleHtmlForPage(html, 'en')).toBe(html);
    expect(articleHtmlForPage(html, 'es')).toBe(
      '<a href="/es/pricing-calculator">p</a><a href="/es/blog/x#costs">b</a><a href="/es">h</a><a href="/de/blog">d</a><a href="/images/a.pdf">f</a>',
    );
  });

  it('serves an image it knows as <picture> with its widths, size and alt text, lazily', () => {
    const images = new Map([
      [
        '/media/0123456789abcdef0123/desk.webp',
        {
          image: {
            src: '/media/0123456789abcdef0123/desk.webp',
            variants: [
              {
                width: 400,
                avif: '/media/0123456789abcdef0123/desk-400.avif',
                webp: '/media/0123456789abcdef0123/desk-400.webp',
              },
              {
                width: 800,
                avif: '/media/0123456789abcdef0123/desk-800.avif',
                webp: '/media/0123456789abcdef0123/desk-800.webp',
              },
            ],
            width: 800,
            height: 600,
          },
          alt: 'A desk "by the window"',
        },
      ],
    ]);
    const html = (alt: string) => `<img src="/media/0123456789abcdef0123/desk.webp"${alt}>`;
    const sources =
      '<source type="image/avif" srcset="/media/0123456789abcdef0123/desk-400.avif 400w, /media/0123456789abcdef0123/desk-800.avif 800w" sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)">' +
      '<source type="image/webp" srcset="/media/0123456789abcdef0123/desk-400.webp 400w, /media/0123456789abcdef0123/desk-800.webp 800w" sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)">';
    const img = (alt: string) =>
      `<img src="/media/0123456789abcdef0123/desk.webp" alt="${alt}" width="800" height="600" loading="lazy" decoding="async">`;
    // The library's alt text wins over the stored one; an empty one stays decorative; none takes the library's.
    expect(articleHtmlForPage(html(' alt="Old words"'), 'en', images)).toBe(
      `<picture>${sources}${img('A desk &quot;by the window&quot;')}</picture>`,
    );
    expect(articleHtmlForPage(html(' alt=""'), 'en', images)).toBe(`<picture>${sources}${img('')}</picture>`);
    expect(articleHtmlForPage(html(''), 'en', images)).toBe(
      `<picture>${sources}${img('A desk &quot;by the window&quot;')}</picture>`,
    );
    // Without a library alt text the stored one stays, escaped as the sanitiser wrote it.
    const bare = new Map([...images].map(([src, known]) => [src, { image: known.image }]));
    expect(articleHtmlForPage(html(' alt="R&amp;D"'), 'en', bare)).toBe(
      `<picture>${sources}${img('R&amp;D')}</picture>`,
    );
    expect(
      articleImageSources(`<p>x</p>${html('')}<img src="https://example.com/a.png"><img src=x onerror=alert(1)>`),
    ).toEqual(['/media/0123456789abcdef0123/desk.webp', 'https://example.com/a.png']);
  });

  it('loads images it does not know lazily', () => {
    expect(articleHtmlForPage('<img src="/images/a.avif" alt="A">', 'en')).toBe(
      '<img loading="lazy" decoding="async" src="/images/a.avif" alt="A">',
    );
  });
});
