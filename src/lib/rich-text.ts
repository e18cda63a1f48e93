import { sanitizeHtml } from '@/lib/sanitize-html';

type RichTextBlock =
  { type: 'html'; html: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

const tag = /<\/?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?\/?>/;
/** A bullet line starts with "• " or "- "; a hyphen inside a word ("mobile-first") is not one. */
const bullet = /^\s*[•-]\s+(.*)$/;

/**
 * How a stored rich text is shown (spec 000 §2.7): sanitised HTML when it contains tags; otherwise its paragraphs
 * and bullet lists in order — a text with no bullet line is simply paragraphs.
 */
export function richTextBlocks(text: string): RichTextBlock[] {
  if (tag.test(text)) return [{ type: 'html', html: sanitizeHtml(text) }];
  const blocks: RichTextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) blocks.push({ type: 'list', items: list });
    list = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const item = bullet.exec(line)?.[1]?.trim();
    if (item) {
      flushParagraph();
      list.push(item);
    } else if (line) {
      flushList();
      paragraph.push(line);
    } else {
      flushParagraph();
      flushList();
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The first `length` characters of a rich text as plain words (tags removed), for a card's short description. */
export function plainExcerpt(text: string, length = 100): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*[•-]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length).trimEnd()}…` : plain;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A stored rich text as HTML (for an editor): HTML as sanitised, paragraphs and bullet lists as their elements. */
export function richTextToHtml(text: string): string {
  return richTextBlocks(text)
    .map((block) =>
      block.type === 'html'
        ? block.html
        : block.type === 'paragraph'
          ? `<p>${escapeHtml(block.text)}</p>`
          : `<ul>${block.items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`,
    )
    .join('');
}
