import { describe, expect, it } from 'vitest';
import { markdownToHtml, parseInline, parseMarkdown } from './markdown';
import { sanitizeArticleHtml } from './sanitize-html';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and both kinds of lists', () => {
    const blocks = parseMarkdown(
      '## Why it matters\n\nFirst line\ncontinues here.\n\n- one\n- two\n\n1. first\n2. second\n\n### Details',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: 'Why it matters', id: 'why-it-matters' },
      { type: 'paragraph', children: [{ type: 'text', text: 'First line continues here.' }] },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
      { type: 'heading', level: 3, text: 'Details', id: 'details' },
    ]);
  });

  it('gives repeated headings distinct ids', () => {
    const ids = parseMarkdown('## Costs\n\n## Costs').map((b) => (b.type === 'heading' ? b.id : ''));
    expect(ids).toEqual(['costs', 'costs-2']);
  });

  it('reads bold text and safe links', () => {
    expect(parseInline('See **our** [calculator](/pricing-calculator) or [docs](https://example.com).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'strong', children: [{ type: 'text', text: 'our' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/pricing-calculator', children: [{ type: 'text', text: 'calculator' }] },
      { type: 'text', text: ' or ' },
      { type: 'link', href: 'https://example.com', children: [{ type: 'text', text: 'docs' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'http://plain.example'])(
    'keeps a link to %s as plain text',
    (href) => {
      const nodes = parseInline(`[click](${href})`);
      expect(nodes.some((node) => node.type === 'link')).toBe(false);
      expect(nodes[0]).toEqual({ type: 'text', text: 'click' });
    },
  );

  it('keeps markup-looking text as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});

describe('markdownToHtml', () => {
  it('writes headings, paragraphs, lists, bold and links as article HTML', () => {
    expect(
      markdownToHtml(
        '## Why it matters\n\nFirst line\ncontinues with **bold** and [a calculator](/pricing-calculator).\n\n- one\n- [docs](https://example.com/a?b=1&c=2)\n\n1. first\n2. second\n\n### Details',
      ),
    ).toBe(
      '<h2>Why it matters</h2>' +
        '<p>First line continues with <strong>bold</strong> and <a href="/pricing-calculator">a calculator</a>.</p>' +
        '<ul><li><p>one</p></li><li><p><a href="https://example.com/a?b=1&amp;c=2">docs</a></p></li></ul>' +
        '<ol><li><p>first</p></li><li><p>second</p></li></ol>' +
        '<h3>Details</h3>',
    );
  });

  it('escapes text, so markup written in Markdown stays text', () => {
    expect(markdownToHtml('<script>alert(1)</script> & "q" &amp;')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "q" &amp;amp;</p>',
    );
    expect(markdownToHtml('## <img src=x onerror=alert(1)>')).toBe('<h2>&lt;img src=x onerror=alert(1)&gt;</h2>');
  });

  it('keeps a link to anything but https: or a site path as its text', () => {
    expect(markdownToHtml('[x](javascript:alert%281%29) [y](//evil.example) [z](http://plain.example)')).toBe(
      '<p>x y z</p>',
    );
  });

  it('gives nothing for an empty text', () => {
    expect(markdownToHtml('')).toBe('');
    expect(markdownToHtml('\n  \n')).toBe('');
  });

  it('writes what the article sanitiser keeps unchanged, for the seeded posts too', async () => {
    const { seedFiles } = await import('@/content/seed');
    const posts = seedFiles.flatMap((file) => file.blogPosts ?? []);
    expect(posts.length).toBeGreaterThan(0);
    const sources = [
      '## A & B\n\nText with "quotes", 5\u00a0km and **[a link](https://example.com/?q="x")**.\n\n- a\n- b',
      ...posts.flatMap((post) => Object.values(post.content)),
    ];
    for (const source of sources) {
      const html = markdownToHtml(source);
      expect(html).not.toBe('');
      expect(sanitizeArticleHtml(html)).toBe(html);
    }
  });
});
