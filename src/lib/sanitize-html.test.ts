import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

/** Every tag of a sanitised string: only allowlisted names, only an href on links (plus the rel/target we add). */
const allowedTag =
  /^<\/?(?:p|ul|ol|li|strong|em|b|i|br|h3|h4)>$|^<a href="(?:\/(?![/\\])|https:\/\/)[^"<>]*"(?: rel="noopener noreferrer" target="_blank")?>$|^<\/a>$/;

function tags(html: string): string[] {
  return html.match(/<[^>]*>?/g) ?? [];
}

describe('sanitizeHtml', () => {
  it('keeps the allowlisted formatting tags', () => {
    const html =
      '<p>Intro with <strong>bold</strong>, <em>em</em>, <b>b</b> and <i>i</i>.<br>Next line</p><h3>Title</h3><h4>Sub</h4><ul><li>One</li></ul><ol><li>Two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops an image with an event handler entirely', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<p>a<img src="x" onerror="alert(1)">b</p>')).toBe('<p>ab</p>');
  });

  it('drops scripts with their content, closed or not, in any letter case', () => {
    expect(sanitizeHtml('<p>ok</p><script>alert(1)</script><p>after</p>')).toBe('<p>ok</p><p>after</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert(1)</ScRiPt >x')).toBe('x');
    expect(sanitizeHtml('<p>before<script>alert(1)')).toBe('<p>before</p>');
    expect(sanitizeHtml('<script>document.write("</p>")</script>')).toBe('');
  });

  it('drops style, iframe, svg and template content', () => {
    expect(sanitizeHtml('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>y')).toBe('y');
    expect(sanitizeHtml('<svg><script>alert(1)</script><a href="https://x.example">z</a></svg>w')).toBe('w');
    expect(sanitizeHtml('<template><img src=x onerror=alert(1)></template>v')).toBe('v');
  });

  it('removes every attribute from allowlisted tags except a safe href', () => {
    expect(sanitizeHtml('<p class="x" style="color:red" onclick="alert(1)">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<strong onmouseover=alert(1)>t</strong>')).toBe('<strong>t</strong>');
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()" title="t">t</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">t</a>',
    );
    expect(sanitizeHtml("<a href='/services/web3'>site</a>")).toBe('<a href="/services/web3">site</a>');
  });

  it('refuses links that are not https: or a site path, keeping their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">go</a>`), href).toBe('go');
    }
  });

  it('escapes text so it can never become markup', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "quoted"')).toBe('1 &lt; 2 &gt; 0 &amp; &quot;quoted&quot;');
    expect(sanitizeHtml('&lt;script&gt; stays text &amp; &#169; too')).toBe(
      '&lt;script&gt; stays text &amp; &#169; too',
    );
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
  });

  it('closes unclosed tags and ignores stray end tags', () => {
    expect(sanitizeHtml('<p>open <strong>bold')).toBe('<p>open <strong>bold</strong></p>');
    expect(sanitizeHtml('</li></ul>text</p>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
  });

  it('keeps nesting balanced when end tags come in the wrong order', () => {
    expect(sanitizeHtml('<p><strong><em>x</strong> y</em></p>')).toBe('<p><strong><em>x</em></strong> y</p>');
    expect(sanitizeHtml('<div><p>inside a div</div> after</p>')).toBe('<p>inside a div after</p>');
  });

  it('does not nest a link in a link', () => {
    expect(sanitizeHtml('<a href="/a">one <a href="/b">two</a> three</a>')).toBe('<a href="/a">one two</a> three');
  });

  it('drops comments, doctypes, processing instructions and a tag cut off by the end', () => {
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html><?xml x?>c')).toBe('abc');
    expect(sanitizeHtml('a<!-- never closed <p>b')).toBe('a');
    expect(sanitizeHtml('<p>a</p><img src=x onerror="alert(1)"')).toBe('<p>a</p>');
  });

  it('gives only allowlisted tags for any input, and sanitising twice changes nothing', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<p>',
        '</p>',
        '<a href="javascript:alert(1)">',
        '<a href="/x">',
        '<a href="https://e.example">',
        '</a>',
        '<script>',
        '</script>',
        '<img src=x onerror=alert(1)>',
        '<!--',
        '-->',
        '<',
        '>',
        '"',
        "'",
        '&',
        '&amp;',
        '<ul><li>',
        '<br/>',
        '<svg onload=alert(1)>',
        ' onerror=',
        '<STRONG class=x>',
        '</strong>',
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const once = sanitizeHtml(parts.join(''));
        for (const tag of tags(once)) expect(tag).toMatch(allowedTag);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});
