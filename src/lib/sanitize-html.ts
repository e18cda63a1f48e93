import { isSafeHref } from './markdown';

/**
 * An allowlist HTML sanitiser for the few rich-text fields an admin may write as HTML (SECURITY.md D2).
 *
 * The input is tokenised, never handed to a browser parser: allowlisted tags come out lowercase, without attributes
 * (except an `https:` or site-path `href` on links), balanced and properly nested; every other tag is dropped — the
 * contents of script-like elements with it — and all text is escaped. The output is therefore a small, predictable
 * subset of HTML that parses back to the same tree.
 */

const allowedTags = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4', 'a']);
const voidTags = new Set(['br']);
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
const entityPattern = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

function escapeText(text: string): string {
  // A well-formed character reference is kept as written (it can only ever produce text); a bare `&` is escaped.
  return text
    .replace(/&(?!(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Decodes character references in an attribute value; undefined when it holds one we do not know (refused). What is
 * checked is then written back fully escaped, so the browser reads exactly the value that was checked.
 */
function decodeAttribute(value: string): string | undefined {
  let unknown = false;
  const decoded = value.replace(entityPattern, (_, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)) return String.fromCodePoint(code);
      unknown = true;
      return '';
    }
    const named = namedEntities[body.toLowerCase()];
    if (named === undefined) unknown = true;
    return named ?? '';
  });
  return unknown ? undefined : decoded;
}

/** The link target as a browser would read it, if it is https: or a path on this site. */
function safeHref(raw: string): string | undefined {
  const decoded = decodeAttribute(raw);
  if (decoded === undefined) return undefined;
  // Browsers drop tabs and newlines anywhere in a URL and trim control characters and spaces at both ends.
  const href = decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return href && isSafeHref(href) ? href : undefined;
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

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let index = 0;

  const closeTo = (depth: number) => {
    while (open.length > depth) out += `</${open.pop()}>`;
  };

  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      out += escapeText(html.slice(index));
      break;
    }
    out += escapeText(html.slice(index, lt));

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
    if (!allowedTags.has(tag.name)) continue;

    if (tag.closing) {
      const depth = open.lastIndexOf(tag.name);
      if (depth !== -1) closeTo(depth);
      continue;
    }
    if (voidTags.has(tag.name)) {
      out += `<${tag.name}>`;
      continue;
    }
    if (tag.name === 'a') {
      // A link without a safe target, or inside another link, is dropped; its text stays.
      const href = safeHref(tag.attributes.get('href') ?? '');
      if (!href || open.includes('a')) continue;
      const external = href.startsWith('/') ? '' : ' rel="noopener noreferrer" target="_blank"';
      out += `<a href="${escapeAttribute(href)}"${external}>`;
    } else {
      out += `<${tag.name}>`;
    }
    open.push(tag.name);
  }
  closeTo(0);
  return out;
}
