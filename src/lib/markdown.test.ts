import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

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
