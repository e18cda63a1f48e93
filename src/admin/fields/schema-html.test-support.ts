import type { DOMOutputSpec, Node as ProseMirrorNode } from '@tiptap/pm/model';

/*
 * A ProseMirror document written as HTML the way the editor's getHTML (the browser's innerHTML) writes it, for the
 * editor tests, which run without a DOM.
 */

/* What a browser's innerHTML (TipTap's getHTML) writes for text and attribute values. */
const text = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const attribute = (value: string) => text(value).replace(/"/g, '&quot;');
const voidTags = new Set(['br', 'hr', 'img']);

/** A DOMOutputSpec written as HTML, as ProseMirror's DOMSerializer and innerHTML would write it. */
function specToHtml(spec: DOMOutputSpec, content: string): string {
  if (typeof spec === 'string' || !Array.isArray(spec)) throw new Error('only array specs are expected');
  const [tag, ...rest] = spec as [string, ...unknown[]];
  const first = rest[0];
  const attributes =
    first && typeof first === 'object' && !Array.isArray(first) ? (rest.shift() as Record<string, unknown>) : {};
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${attribute(String(value))}"`)
    .join('');
  if (voidTags.has(tag)) return `<${tag}${written}>`;
  const inner = rest.map((child) => (child === 0 ? content : specToHtml(child as DOMOutputSpec, content))).join('');
  return `<${tag}${written}>${inner}</${tag}>`;
}

/** How the schema writes a node or mark; every one the article editor has must say (TipTap's `renderHTML`). */
function toDOM<T>(name: string, write: ((value: T, inline: boolean) => DOMOutputSpec) | undefined, value: T) {
  if (!write) throw new Error(`${name} has no toDOM: the editor could not write it`);
  return write(value, true);
}

export function toHtml(node: ProseMirrorNode): string {
  if (node.isText) {
    return node.marks.reduceRight(
      (inner, mark) => specToHtml(toDOM(mark.type.name, mark.type.spec.toDOM, mark), inner),
      text(node.text ?? ''),
    );
  }
  let content = '';
  node.forEach((child) => (content += toHtml(child)));
  return node.type.name === 'doc' ? content : specToHtml(toDOM(node.type.name, node.type.spec.toDOM, node), content);
}
