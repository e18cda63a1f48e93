import { getSchema } from '@tiptap/core';
import type { TagParseRule } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { fieldExtensions } from './field-editor';
import { toHtml } from './schema-html.test-support';

const schema = getSchema(fieldExtensions(() => undefined));

function linkRule(): TagParseRule {
  const rule = schema.marks.link?.spec.parseDOM?.[0];
  if (rule?.tag === undefined) throw new Error('the link mark should parse <a> tags');
  return rule;
}

const anchor = (href: string) => ({ getAttribute: (name: string) => (name === 'href' ? href : null) }) as HTMLElement;

describe('the small fields’ editor', () => {
  it('holds only the blocks and marks sanitizeHtml keeps, now with quotes, inline code and links', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'doc',
        'hardBreak',
        'heading',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'code', 'italic', 'link']);
  });

  it('takes in pasted or loaded links to the web, a mail address, a phone number or a site path', () => {
    for (const href of ['https://example.com', 'mailto:a@example.com', 'tel:+1555', '/contact']) {
      expect(linkRule().getAttrs!(anchor(href)), href).not.toBe(false);
    }
  });

  it('leaves out pasted or loaded links with any other address, keeping their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox(1)',
      '//evil.example',
      'ftp://x',
      'http://example.com',
    ]) {
      expect(linkRule().getAttrs!(anchor(href)), href).toBe(false);
    }
  });

  it('writes quotes, inline code and links as HTML the sanitiser keeps, adding rel and target to web links', () => {
    const t = (text: string, ...marks: object[]) => ({ type: 'text', text, marks });
    const link = (href: string) => ({ type: 'link', attrs: { href } });
    const html = toHtml(
      schema.nodeFromJSON({
        type: 'doc',
        content: [
          { type: 'blockquote', content: [{ type: 'paragraph', content: [t('Quoted & "kept"')] }] },
          {
            type: 'paragraph',
            content: [
              t('run ', { type: 'bold' }),
              t('npm ci', { type: 'code' }),
              t(' then '),
              t('mail us', link('mailto:hello@example.com')),
              t(', '),
              t('call', link('tel:+15551234567')),
              t(', '),
              t('see', link('/contact')),
              t(' or '),
              t('visit', link('https://example.com/a?b=1&c=2')),
            ],
          },
        ],
      }),
    );
    expect(html).toBe(
      '<blockquote><p>Quoted &amp; "kept"</p></blockquote><p><strong>run </strong><code>npm ci</code> then ' +
        '<a href="mailto:hello@example.com">mail us</a>, <a href="tel:+15551234567">call</a>, ' +
        '<a href="/contact">see</a> or <a href="https://example.com/a?b=1&amp;c=2">visit</a></p>',
    );
    expect(sanitizeHtml(html)).toBe(
      html.replace('"kept"', '&quot;kept&quot;').replace('c=2">', 'c=2" rel="noopener noreferrer" target="_blank">'),
    );
  });
});
