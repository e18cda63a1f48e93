import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, sanitizeHtml } from './sanitize-html';

/** Every tag of a sanitised string: only allowlisted names, only an href on links (plus the rel/target we add). */
const allowedTag =
  /^<\/?(?:p|ul|ol|li|strong|em|b|i|br|h3|h4|blockquote|code)>$|^<a href="(?:\/(?![/\\])|mailto:|tel:)[^"<>]*">$|^<a href="https?:\/\/[^"<>]*" rel="noopener noreferrer" target="_blank">$|^<\/a>$/;

function tags(html: string): string[] {
  return html.match(/<[^>]*>?/g) ?? [];
}

describe('sanitizeHtml', () => {
  it('keeps the allowlisted formatting tags', () => {
    const html =
      '<p>Intro with <strong>bold</strong>, <em>em</em>, <b>b</b> and <i>i</i>.<br>Next line</p><h3>Title</h3><h4>Sub</h4><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quoted with <code>npm run build</code></p></blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps links to the web, a mail address, a phone number or a page of the site', () => {
    const web = ' rel="noopener noreferrer" target="_blank"';
    expect(sanitizeHtml('<a href="https://example.com/a">a</a>')).toBe(`<a href="https://example.com/a"${web}>a</a>`);
    expect(sanitizeHtml('<a href="HTTPS://example.com">a</a>')).toBe(`<a href="HTTPS://example.com"${web}>a</a>`);
    expect(sanitizeHtml('<a href="HTTP://example.com">a</a>')).toBe('a');
    expect(sanitizeHtml('<a href="mailto:hello@example.com">m</a>')).toBe('<a href="mailto:hello@example.com">m</a>');
    expect(sanitizeHtml('<a href="tel:+15551234567">t</a>')).toBe('<a href="tel:+15551234567">t</a>');
    expect(sanitizeHtml('<a href="/contact#form">c</a>')).toBe('<a href="/contact#form">c</a>');
  });

  it('drops every attribute of a quote and of inline code', () => {
    expect(
      sanitizeHtml(
        '<blockquote cite="https://x.example" class="q" style="color:red" onclick="alert(1)">q</blockquote>',
      ),
    ).toBe('<blockquote>q</blockquote>');
    expect(sanitizeHtml('<code onmouseover=alert(1) style=x class="language-js">c</code>')).toBe('<code>c</code>');
  });

  it('keeps only href on a link, and writes rel and target itself', () => {
    expect(
      sanitizeHtml(
        '<a href="https://e.example" target="_self" rel="opener" style="x" onclick="alert(1)" ping="https://t.example">a</a>',
      ),
    ).toBe('<a href="https://e.example" rel="noopener noreferrer" target="_blank">a</a>');
    expect(sanitizeHtml('<a href="mailto:a@example.com" target="_blank" onfocus="alert(1)">a</a>')).toBe(
      '<a href="mailto:a@example.com">a</a>',
    );
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

  it('refuses links that are not https:, mailto:, tel: or a site path, keeping their text', () => {
    for (const href of [
      'http://example.com/plain',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'java&#115;cript:alert(1)',
      'java&#x73;cript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      'sms:+15551234567',
      'mailto',
      '//evil.example',
      '\\\\evil.example',
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
        '<a href="mailto:a@e.example" target=_blank>',
        '<a href="java&#115;cript:alert(1)">',
        '</a>',
        '<blockquote onclick=alert(1)>',
        '</blockquote>',
        '<code style=x>',
        '</code>',
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

describe('sanitizeHtml stays as strict as before articles', () => {
  it('still drops the tags only articles may hold, keeping their text', () => {
    expect(sanitizeHtml('<h2>T</h2><pre>p</pre><hr><img src="/images/a.avif" alt="a">')).toBe('Tp');
  });
});

/** Every tag of a sanitised article: allowlisted names, an href on links, src and alt on images, nothing else. */
const articleTag =
  /^<\/?(?:p|ul|ol|li|strong|em|b|i|br|h2|h3|h4|blockquote|pre|code|hr)>$|^<a href="(?:\/(?![/\\])|https:\/\/)[^"<>]*">$|^<\/a>$|^<img src="(?:\/(?![/\\])|https:\/\/)[^"<>]*"(?: alt="[^"<>]*")?>$/;

describe('sanitizeArticleHtml', () => {
  it('keeps every tag an article needs, as the editor writes them', () => {
    const html =
      '<h2>Why</h2><p>Intro with <strong>bold</strong>, <em>em</em>, <code>npm ci</code> and a <a href="https://example.com/a">link</a>.</p>' +
      '<h3>Details</h3><h4>Small</h4><ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol>' +
      '<blockquote><p>Quoted</p></blockquote><pre><code>const a = 1;\nif (a &lt; 2) {}</code></pre><hr>' +
      '<img src="/images/blog/cover.avif" alt="A chart"><img src="https://cdn.example.com/x.png">';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  // Written by the article editor (src/admin/fields/article-editor.ts) with TipTap 3.34's getHTML() in Chromium.
  it.each([
    '<h2>Why it matters</h2><p>Text with <strong>bold</strong>, <em>italic</em>, <code>npm ci</code>, "quotes" &amp; 5&nbsp;km, <a href="https://example.com/a?b=1&amp;c=2">external</a> and <a href="/pricing-calculator">internal</a>.<br>Next line</p><h3>Details</h3><ul><li><p>One</p></li><li><p>Two</p></li></ul><ol><li><p>First</p></li></ol><blockquote><p>Quoted <em>words</em></p></blockquote><pre><code>const a = 1;\nif (a &lt; 2 &amp;&amp; b &gt; "c") {}\n</code></pre><hr><img src="/images/blog/cover.avif" alt="A chart"><img src="https://cdn.example.com/x.png"><p>end</p>',
    '<p><a href="https://example.com/x"><strong>Hello world</strong></a></p><h2>Heading "two" &amp; more</h2><p>code <code>&lt;b&gt;</code></p><pre><code>a &lt; b\n"c"</code></pre><blockquote><p>quote</p><hr><p><a href="/blog">/blog</a></p></blockquote><p></p>',
    '<p>Hello</p><p>typed</p><img src="https://example.com/b.png" alt=""><hr><p>more</p>',
    '<h2>A &amp; B</h2><p>Text with "quotes" and <a href="https://example.com/?q=1&amp;r=2"><strong>a link</strong></a>.</p><ul><li><p>a</p></li><li><p>b</p></li></ul><ol><li><p>one</p></li></ol>',
  ])('returns what the article editor writes unchanged (%#)', (html) => {
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops the attributes pasted content leaves in the editor', () => {
    expect(
      sanitizeArticleHtml(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" class="x" href="https://example.com" title="t">e</a> bad http</p>',
      ),
    ).toBe('<p><a href="https://example.com">e</a> bad http</p>');
    expect(sanitizeArticleHtml('<pre><code class="language-js">let x = 1;</code></pre>')).toBe(
      '<pre><code>let x = 1;</code></pre>',
    );
    expect(sanitizeArticleHtml('<ol start="3"><li><p>Three</p></li></ol>')).toBe('<ol><li><p>Three</p></li></ol>');
  });

  it('stores links with their href only: the page adds rel and target when it renders them', () => {
    expect(
      sanitizeArticleHtml(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow" class="x" title="t">e</a>',
      ),
    ).toBe('<a href="https://example.com">e</a>');
    expect(sanitizeArticleHtml('<a target="_self" href="/blog">b</a>')).toBe('<a href="/blog">b</a>');
  });

  it('keeps only src and alt on an image', () => {
    expect(
      sanitizeArticleHtml(
        '<img class="x" src="/images/a.avif" onerror="alert(1)" srcset="https://evil.example/x 2x" alt="A" width="10" style="x" loading="eager">',
      ),
    ).toBe('<img src="/images/a.avif" alt="A">');
    expect(sanitizeArticleHtml('<img src="/images/a.avif"/>')).toBe('<img src="/images/a.avif">');
    expect(sanitizeArticleHtml('<img alt="" src="/images/a.avif">')).toBe('<img src="/images/a.avif" alt="">');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'DATA:image/gif;base64,R0lGOD',
    'blob:https://example.com/1',
    'http://example.com/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    '/\t/evil.example/a.png',
    '/\n/evil.example/a.png',
    '&#x2F;&#x2F;evil.example/a.png',
    '&sol;&sol;evil.example/a.png',
    'https&#58;//example.com/a.png?x=&unknown;',
    'images/relative.png',
    '',
  ])('drops an image whose src is %j', (src) => {
    expect(sanitizeArticleHtml(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>ab</p>');
  });

  it('drops an image without a src, or whose src is only in another attribute', () => {
    expect(sanitizeArticleHtml('<img alt="x"><img data-src="/images/a.avif"><img srcset="/images/a.avif">')).toBe('');
    expect(sanitizeArticleHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('reads an image src as the browser would before checking it, and writes back what it checked', () => {
    expect(sanitizeArticleHtml('<img src=" https://example.com/a.png\n">')).toBe(
      '<img src="https://example.com/a.png">',
    );
    expect(sanitizeArticleHtml('<img src="&#x68;ttps://example.com/a.png?a=1&amp;b=&quot;2">')).toBe(
      '<img src="https://example.com/a.png?a=1&amp;b=&quot;2">',
    );
    expect(sanitizeArticleHtml("<img src='/images/a.avif' alt='say \"hi\" & <b>'>")).toBe(
      '<img src="/images/a.avif" alt="say &quot;hi&quot; &amp; &lt;b&gt;">',
    );
  });

  it('keeps an alt text that holds an unknown reference as written text', () => {
    expect(sanitizeArticleHtml('<img src="/images/a.avif" alt="R&amp;D &madeup;">')).toBe(
      '<img src="/images/a.avif" alt="R&amp;D &amp;madeup;">',
    );
  });

  it('drops every attribute of the other tags', () => {
    expect(
      sanitizeArticleHtml(
        '<blockquote cite="javascript:alert(1)" onclick="x()" class="q"><p style="color:red">q</p></blockquote>',
      ),
    ).toBe('<blockquote><p>q</p></blockquote>');
    expect(sanitizeArticleHtml('<pre class="p"><code class="language-js" onmouseover="x()">a</code></pre>')).toBe(
      '<pre><code>a</code></pre>',
    );
    expect(sanitizeArticleHtml('<h2 id="main" onclick="x()">T</h2><hr class="x" onclick="x()"/>')).toBe(
      '<h2>T</h2><hr>',
    );
  });

  it('drops what the small fields drop: scripts, styles, frames, forms, handlers', () => {
    expect(
      sanitizeArticleHtml(
        '<script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe><svg><a href="/x">s</a></svg><form action="/x"><input value="v"><button>b</button></form><p onclick="x()">ok</p>',
      ),
    ).toBe('b<p>ok</p>');
    expect(sanitizeArticleHtml('<pre><code><script>alert(1)</script>x</code></pre>')).toBe('<pre><code>x</code></pre>');
  });

  it('escapes code as text, so code about HTML shows as written', () => {
    expect(sanitizeArticleHtml('<pre><code>&lt;img src=x onerror=alert(1)&gt; & "q"</code></pre>')).toBe(
      '<pre><code>&lt;img src=x onerror=alert(1)&gt; &amp; "q"</code></pre>',
    );
    expect(sanitizeArticleHtml('<code>a < b > c</code>')).toBe('<code>a &lt; b &gt; c</code>');
  });

  it('balances nested blocks and closes them in order', () => {
    expect(sanitizeArticleHtml('<blockquote><p>one<ul><li>two')).toBe(
      '<blockquote><p>one<ul><li>two</li></ul></p></blockquote>',
    );
    expect(sanitizeArticleHtml('<pre><code>x</pre> after</code>')).toBe('<pre><code>x</code></pre> after');
    expect(sanitizeArticleHtml('</blockquote></pre>text<hr></hr>')).toBe('text<hr>');
    expect(sanitizeArticleHtml('<blockquote><blockquote><p>deep</p></blockquote></blockquote>')).toBe(
      '<blockquote><blockquote><p>deep</p></blockquote></blockquote>',
    );
  });

  it('does not nest a link in a link, and keeps an image inside a link', () => {
    expect(sanitizeArticleHtml('<a href="/a">one <a href="/b">two</a></a>')).toBe('<a href="/a">one two</a>');
    expect(sanitizeArticleHtml('<a href="/blog"><img src="/images/a.avif" alt="a"></a>')).toBe(
      '<a href="/blog"><img src="/images/a.avif" alt="a"></a>',
    );
  });

  it('writes text as the browser serialises it: quotes as they are, no-break spaces as &nbsp;', () => {
    expect(sanitizeArticleHtml('<p>"Hi" it\'s 5\u00a0km &amp; 3&nbsp;m</p>')).toBe(
      '<p>"Hi" it\'s 5&nbsp;km &amp; 3&nbsp;m</p>',
    );
  });

  it('gives only allowlisted tags for any input, and sanitising twice changes nothing', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<p>',
        '</p>',
        '<h2 id=x>',
        '</h2>',
        '<blockquote cite="x">',
        '</blockquote>',
        '<pre>',
        '<code class="language-js">',
        '</code>',
        '</pre>',
        '<hr>',
        '<img src="/images/a.avif" alt="a">',
        '<img src="javascript:alert(1)">',
        '<img src=x onerror=alert(1)>',
        '<img src="https://e.example/a.png" alt=\'"><script>alert(1)</script>\'>',
        '<img src="data:image/png;base64,AAAA">',
        '<a href="javascript:alert(1)">',
        '<a href="/x">',
        '<a href="https://e.example" target=_blank>',
        '</a>',
        '<script>',
        '</script>',
        '<!--',
        '-->',
        '<',
        '>',
        '"',
        "'",
        '&',
        '&amp;',
        '\u00a0',
        '<svg onload=alert(1)>',
        ' onerror=',
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const once = sanitizeArticleHtml(parts.join(''));
        for (const tag of tags(once)) expect(tag).toMatch(articleTag);
        expect(sanitizeArticleHtml(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});
