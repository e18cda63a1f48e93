import { at } from './utils';

/** Advance widths of Arial/Liberation Sans in 1/1000 em (the fallback librsvg uses); wide enough for Inter too. */
const charWidths: Record<string, number> = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '?': 556,
  '@': 1015,
  '|': 260,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  '–': 556,
  '—': 1000,
  '’': 222,
  '…': 1000,
  '★': 900,
  '·': 278,
};

export function measure(text: string, size: number, bold = true): number {
  let units = 0;
  for (const ch of text) units += charWidths[ch] ?? (/[0-9]/.test(ch) ? 556 : 600);
  return (units / 1000) * size * (bold ? 1.1 : 1.04);
}

/** Greedy word wrap; the last allowed line ends with an ellipsis when the text does not fit. */
export function wrap(
  text: string,
  maxWidth: number,
  size: number,
  maxLines: number,
  bold = true,
): { lines: string[]; fits: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, size, bold) <= maxWidth || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const fits = lines.length <= maxLines && lines.every((line) => measure(line, size, bold) <= maxWidth);
  if (lines.length <= maxLines) return { lines, fits };
  const kept = lines.slice(0, maxLines);
  let last = at(kept, maxLines - 1);
  while (last.includes(' ') && measure(`${last}…`, size, bold) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
  kept[maxLines - 1] = `${last.replace(/[,;:–—-]$/, '')}…`;
  return { lines: kept, fits: false };
}

/** The largest size (of `sizes`, largest first) at which the text fits in `maxLines` lines. */
export function fitText(text: string, maxWidth: number, sizes: readonly number[], maxLines: number, bold = true) {
  for (const size of sizes) {
    const result = wrap(text, maxWidth, size, maxLines, bold);
    if (result.fits) return { lines: result.lines, size };
  }
  const size = at(sizes, sizes.length - 1);
  return { lines: wrap(text, maxWidth, size, maxLines, bold).lines, size };
}

/** Shorter forms of a title, longest first: without a trailing "for …"/"with …" phrase, then the part before a colon. */
function titleForms(title: string): string[] {
  const forms = [title];
  const tail = /\s(?:for|with|to|across|in)\s/i.exec(title.slice(12));
  if (tail) forms.push(title.slice(0, 12 + tail.index).replace(/[,:;–—-]\s*$/, ''));
  const head = title.split(/\s[–—|-]\s|:\s/)[0]?.trim();
  if (head && head.length >= 8 && head !== title) forms.push(head);
  return forms;
}

/** The longest form of a title that fits without an ellipsis (else the shortest form, cut). */
export function fitTitle(title: string, maxWidth: number, sizes: readonly number[], maxLines: number) {
  const forms = titleForms(title);
  for (const form of forms) {
    const fit = fitText(form, maxWidth, sizes, maxLines);
    if (fit.lines.every((line) => !line.endsWith('…'))) return fit;
  }
  return fitText(at(forms, forms.length - 1), maxWidth, sizes, maxLines);
}
