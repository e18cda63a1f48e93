/**
 * The site's Markdown subset for long texts (articles, legal pages): `##`/`###` headings, paragraphs, `-`/`1.` lists,
 * `**bold**` and `[links](https://… or /path)`. It parses to a tree that React renders as elements — never to an
 * HTML string — so no stored text can inject markup. A link to anything but https: or a site path stays plain text.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
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

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
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
  const usedIds = new Map<string, number>();
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
      const base = slugify(text) || 'section';
      const count = usedIds.get(base) ?? 0;
      usedIds.set(base, count + 1);
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as 2 | 3,
        text,
        id: count ? `${base}-${count + 1}` : base,
      });
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
