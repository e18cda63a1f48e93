import { isLinkHref, isWebLink } from './link-url';
import { isSafeHref } from './markdown';

/**
 * Allowlist HTML sanitisers for the rich-text fields an admin may write as HTML (SECURITY.md D2): `sanitizeHtml` for
 * the small fields (project and case-study sections), `sanitizeArticleHtml` for articles.
 *
 * The input is tokenised, never handed to a browser parser: allowlisted tags come out lowercase, with only the
 * attributes their tag allows (an `https:` or site-path `href` on links, `src` and `alt` on article images), balanced
 * and properly nested; every other tag is dropped — the contents of script-like elements with it — and all text is
 * escaped. The output is therefore a small, predictable subset of HTML that parses back to the same tree.
 */

/** Elements whose whole content is dropped with them (raw text, or never meant as visible text). */
const droppedWithContent = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
]);

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const referenceBody = '#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31}';
const entityPattern = new RegExp(`&(${referenceBody});`, 'g');
const bareAmpersand = new RegExp(`&(?!(?:${referenceBody});)`, 'g');

function escapeText(text: string): string {
  // A well-formed character reference is kept as written (it can only ever produce text); a bare `&` is escaped.
  return text.replace(bareAmpersand, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/*
 * Articles are escaped as a browser serialises its DOM (`innerHTML`, which TipTap's getHTML() returns): quotes in text
 * need no escaping outside an attribute, and a no-break space is written `&nbsp;`. What the editor produces then comes
 * back from the sanitiser unchanged, so saving an article never shows as a change of its own.
 */
function escapeArticleText(text: string): string {
  return text
    .replace(bareAmpersand, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function escapeArticleAttribute(value: string): string {
  return escapeAttribute(value).replace(/\u00a0/g, '&nbsp;');
}

/** The character a reference (`amp`, `#38`, `#x26`) stands for; undefined for one we do not know. */
function decodeReference(body: string): string | undefined {
  if (!body.startsWith('#')) return namedEntities[body.toLowerCase()];
  const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : undefined;
}

/**
 * Decodes character references in an attribute value; undefined when it holds one we do not know (refused). What is
 * checked is then written back fully escaped, so the browser reads exactly the value that was checked.
 */
function decodeAttribute(value: string): string | undefined {
  let unknown = false;
  const decoded = value.replace(entityPattern, (_, body: string) => {
    const character = decodeReference(body);
    if (character === undefined) unknown = true;
    return character ?? '';
  });
  return unknown ? undefined : decoded;
}

/** Text with its character references decoded; one we do not know stays as written (it is only ever text). */
export function decodeText(text: string): string {
  return text.replace(entityPattern, (reference, body: string) => decodeReference(body) ?? reference);
}

/** The link target as a browser would read it, if `allowed` accepts it (by default: https: or a path on this site). */
function safeHref(raw: string, allowed: (href: string) => boolean = isSafeHref): string | undefined {
  const decoded = decodeAttribute(raw);
  if (decoded === undefined) return undefined;
  // Browsers drop tabs and newlines anywhere in a URL and trim control characters and spaces at both ends.
  const href = decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return href && allowed(href) ? href : undefined;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** Index just past the tag's `>`. */
  end: number;
}

const attributePattern = /[\s/]*(?:([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?)?/y;

/** Reads a start or end tag at `start` (which holds `<`); undefined when the text there is not a tag. */
function readTag(html: string, start: number): Tag | 'unterminated' | undefined {
  const head = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/y;
  head.lastIndex = start;
  const match = head.exec(html);
  if (!match) return undefined;
  const attributes = new Map<string, string>();
  let index = head.lastIndex;
  while (index < html.length) {
    if (html[index] === '>') {
      return { name: (match[2] ?? '').toLowerCase(), closing: match[1] === '/', attributes, end: index + 1 };
    }
    attributePattern.lastIndex = index;
    const attribute = attributePattern.exec(html);
    if (!attribute || attributePattern.lastIndex === index) {
      index += 1;
      continue;
    }
    index = attributePattern.lastIndex;
    const name = attribute[1]?.toLowerCase();
    // As in HTML, the first of two same-named attributes wins.
    if (name && !attributes.has(name)) attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
  }
  // A tag cut off by the end of the input is dropped with the rest, as a browser would.
  return 'unterminated';
}

/** Index just past the end tag of a dropped element, or the input's end when it is never closed. */
function skipContent(html: string, from: number, name: string): number {
  const end = new RegExp(`</${name}[\\s/>]`, 'ig');
  end.lastIndex = from;
  const match = end.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close === -1 ? html.length : close + 1;
}

interface Policy {
  tags: ReadonlySet<string>;
  voidTags: ReadonlySet<string>;
  escapeText: (text: string) => string;
  /** The start tag as written out, or undefined to drop it (its content stays). `open` lists the elements around it. */
  startTag: (tag: Tag, open: readonly string[]) => string | undefined;
}

function sanitize(html: string, policy: Policy): string {
  let out = '';
  const open: string[] = [];
  let index = 0;

  const closeTo = (depth: number) => {
    while (open.length > depth) out += `</${open.pop()}>`;
  };

  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      out += policy.escapeText(html.slice(index));
      break;
    }
    out += policy.escapeText(html.slice(index, lt));

    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      index = end === -1 ? html.length : end + 1;
      continue;
    }

    const tag = readTag(html, lt);
    if (tag === 'unterminated') break;
    if (!tag) {
      out += '&lt;';
      index = lt + 1;
      continue;
    }
    index = tag.end;

    if (!tag.closing && droppedWithContent.has(tag.name)) {
      index = skipContent(html, index, tag.name);
      continue;
    }
    if (!policy.tags.has(tag.name)) continue;

    if (tag.closing) {
      const depth = open.lastIndexOf(tag.name);
      if (depth !== -1) closeTo(depth);
      continue;
    }
    const start = policy.startTag(tag, open);
    if (start === undefined) continue;
    out += start;
    if (!policy.voidTags.has(tag.name)) open.push(tag.name);
  }
  closeTo(0);
  return out;
}

const strictPolicy: Policy = {
  tags: new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4', 'a', 'blockquote', 'code']),
  voidTags: new Set(['br']),
  escapeText,
  startTag: (tag, open) => {
    if (tag.name !== 'a') return `<${tag.name}>`;
    // A link without an allowed target, or inside another link, is dropped; its text stays.
    const href = safeHref(tag.attributes.get('href') ?? '', isLinkHref);
    if (!href || open.includes('a')) return undefined;
    // Another site opens in a new tab, which then gets no handle on this page; a page, a mail or a call opens here.
    const external = isWebLink(href) ? ' rel="noopener noreferrer" target="_blank"' : '';
    return `<a href="${escapeAttribute(href)}"${external}>`;
  },
};

/**
 * The small rich-text fields: paragraphs, h3/h4, lists, bold, italic, line breaks, quotes, inline code and links (a
 * site path or an `https:`, `http:`, `mailto:` or `tel:` address; nothing but `href`, and `rel`/`target` for the web).
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, strictPolicy);
}

const articlePolicy: Policy = {
  tags: new Set([...strictPolicy.tags, 'h2', 'blockquote', 'pre', 'code', 'hr', 'img']),
  voidTags: new Set(['br', 'hr', 'img']),
  escapeText: escapeArticleText,
  startTag: (tag, open) => {
    if (tag.name === 'a') {
      // Stored without rel/target: the page adds them to external links when it renders the article (lib/article.ts).
      const href = safeHref(tag.attributes.get('href') ?? '');
      if (!href || open.includes('a')) return undefined;
      return `<a href="${escapeArticleAttribute(href)}">`;
    }
    if (tag.name === 'img') {
      // An image is only ever loaded from the site or over https, like a link's target; one without is dropped.
      const src = safeHref(tag.attributes.get('src') ?? '');
      if (!src) return undefined;
      const alt = tag.attributes.get('alt');
      const altAttribute = alt === undefined ? '' : ` alt="${escapeArticleAttribute(decodeText(alt))}"`;
      return `<img src="${escapeArticleAttribute(src)}"${altAttribute}>`;
    }
    return `<${tag.name}>`;
  },
};

/**
 * An article (a blog post's body): the small fields' tags, plus h2, blockquote, pre, code, hr and images (an `https:`
 * or site-path `src` and an `alt`, nothing else). Links keep only their `href`.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, articlePolicy);
}
