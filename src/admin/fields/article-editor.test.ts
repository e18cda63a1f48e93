import { getSchema } from '@tiptap/core';
import type { ParseRule, TagParseRule } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { articleExtensions } from './article-editor';
import { toHtml } from './schema-html.test-support';

const schema = getSchema(articleExtensions(() => undefined));

const p = (...content: object[]) => ({ type: 'paragraph', content });
const t = (value: string, ...marks: object[]) => ({ type: 'text', text: value, marks });

describe('the article editor', () => {
  it('holds only the blocks and marks the article sanitiser keeps', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'codeBlock',
        'doc',
        'hardBreak',
        'heading',
        'horizontalRule',
        'image',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'code', 'italic', 'link']);
  });

  it('writes every block and mark as HTML the article sanitiser returns unchanged', () => {
    const doc = schema.nodeFromJSON({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [t('Costs & "fees"')] },
        { type: 'heading', attrs: { level: 3 }, content: [t('Details')] },
        { type: 'heading', attrs: { level: 4 }, content: [t('Small')] },
        p(
          t('Bold', { type: 'bold' }),
          t(' italic', { type: 'italic' }),
          t(' <code>', { type: 'code' }),
          { type: 'hardBreak' },
          t('external', { type: 'link', attrs: { href: 'https://example.com/a?b=1&c=2' } }),
          t(' 5\u00a0km '),
          t('internal', { type: 'link', attrs: { href: '/pricing-calculator' } }, { type: 'bold' }),
        ),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(t('one'))] }] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [p(t('first'))] }] },
        { type: 'blockquote', content: [p(t('Quoted'))] },
        { type: 'codeBlock', content: [t('if (a < b && c > "d") {}\n')] },
        { type: 'horizontalRule' },
        { type: 'image', attrs: { src: '/images/blog/cover.avif', alt: 'A "chart" & more' } },
        { type: 'image', attrs: { src: 'https://cdn.example.com/x.png', alt: '' } },
        { type: 'image', attrs: { src: '/images/a.avif' } },
        p(),
      ],
    });
    const html = toHtml(doc);
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">external</a>');
    expect(html).toContain('<pre><code>if (a &lt; b &amp;&amp; c &gt; "d") {}\n</code></pre>');
    expect(html).toContain('<img src="/images/blog/cover.avif" alt="A &quot;chart&quot; &amp; more">');
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('takes in only images and links with an https: or site-path address', () => {
    const element = (attributes: Record<string, string>) =>
      ({ getAttribute: (name: string) => attributes[name] ?? null }) as unknown as HTMLElement;
    const tagRule = (rule: ParseRule | undefined): TagParseRule => {
      if (rule?.tag === undefined) throw new Error('a tag rule is expected');
      return rule;
    };
    const imageRule = tagRule(schema.nodes.image!.spec.parseDOM?.[0]);
    const linkRule = tagRule(schema.marks.link!.spec.parseDOM?.[0]);
    for (const url of ['/images/a.avif', 'https://example.com/a.png']) {
      expect(imageRule.getAttrs!(element({ src: url }))).not.toBe(false);
      expect(linkRule.getAttrs!(element({ href: url }))).not.toBe(false);
    }
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://example.com', '//evil.example']) {
      expect(imageRule.getAttrs!(element({ src: url })), url).toBe(false);
      expect(linkRule.getAttrs!(element({ href: url })), url).toBe(false);
    }
  });
});
