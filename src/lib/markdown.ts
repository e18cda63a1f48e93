/**
 * The site's Markdown subset for long texts (articles, legal pages): `##`/`###` headings, paragraphs, `-`/`1.` lists,
 * `**bold**` and `[links](https://… or /path)`. It parses to a tree that React renders as elements — never to an
 * HTML string — so no stored text can inject markup. A link to anything but https: or a site path stays plain text.
 * `markdownToHtml` writes the same tree as article HTML (escaped), for the editor to open a Markdown article.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

type Block =
  | { type: 'heading'; level: 2 | 3; text: string; id: string }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

export function isSafeHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Gives each heading text its anchor id, unique within one article (`costs`, `costs-2`, …): the Markdown and the HTML
 * renderings of an article give a heading the same id, so links to its sections keep working either way.
 */
export function headingIds(): (text: string) => string {
  const used = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count ? `${base}-${count + 1}` : base;
  };
}

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    if (match.index > last) result.push({ type: 'text', text: text.slice(last, match.index) });
    const [whole, bold, label, href] = match;
    if (bold !== undefined) result.push({ type: 'strong', children: parseInline(bold) });
    else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      result.push({ type: 'link', href, children: parseInline(label) });
    } else result.push({ type: 'text', text: label ?? whole });
    last = match.index + whole.length;
  }
  if (last < text.length) result.push({ type: 'text', text: text.slice(last) });
  return result;
}

const unordered = /^\s*[-*•]\s+(.*)$/;
const ordered = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const idOf = headingIds();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = undefined;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    const item = unordered.exec(line) ?? ordered.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      const text = heading[2]!.trim();
      blocks.push({ type: 'heading', level: heading[1]!.length as 2 | 3, text, id: idOf(text) });
    } else if (item) {
      const isOrdered = !unordered.test(line);
      if (paragraph.length || (list && list.ordered !== isOrdered)) flush();
      list ??= { ordered: isOrdered, items: [] };
      list.items.push(item[1]!);
    } else if (list && /^\s+\S/.test(raw)) {
      // An indented line continues the previous list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/* Escaped as the article sanitiser writes (lib/sanitize-html.ts), so the HTML comes back from it unchanged. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (value: string) => escapeHtml(value).replace(/"/g, '&quot;');

function inlineToHtml(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.text);
        case 'strong':
          return `<strong>${inlineToHtml(node.children)}</strong>`;
        case 'link':
          return `<a href="${escapeAttribute(node.href)}">${inlineToHtml(node.children)}</a>`;
      }
    })
    .join('');
}

/**
 * A Markdown article as article HTML: the blocks as the editor writes them (list items hold a paragraph), without
 * heading ids or link targets, which the page adds when it renders an article.
 */
export function markdownToHtml(source: string): string {
  return parseMarkdown(source)
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`;
        case 'paragraph':
          return `<p>${inlineToHtml(block.children)}</p>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          return `<${tag}>${block.items.map((item) => `<li><p>${inlineToHtml(item)}</p></li>`).join('')}</${tag}>`;
        }
      }
    })
    .join('');
}
