/** Blog images: editorial (Bauhaus) shapes beside the title. */
import { BRAND } from './config';
import { frameFor } from './motif-frame';
import { genericDomain, makeArt, type Art } from './palettes';
import { itemKey, labelOf, ordinalOf, type Reference } from './references';
import { circle, group, pathEl, rect, text, textBlock } from './svg';
import { fitText } from './text-measure';
import { at, hash, n } from './utils';

function bauhausCell(a: Art, x: number, y: number, s: number, kind: number, color: string, paper: string): string {
  switch (kind % 8) {
    case 0:
      return (
        rect(x, y, s, s, 0, color) +
        pathEl(`M${n(x)} ${n(y + s)} A${n(s)} ${n(s)} 0 0 1 ${n(x + s)} ${n(y)} V${n(y + s)} Z`, paper)
      );
    case 1:
      return pathEl(`M${n(x)} ${n(y + s)} A${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x + s)} ${n(y + s)} Z`, color);
    case 2:
      return circle(x + s / 2, y + s / 2, s / 2, color);
    case 3: {
      let stripes = '';
      for (let i = 0; i < 5; i += 1) stripes += rect(x, y + i * (s / 5), s, s / 10, 0, color);
      return stripes;
    }
    case 4: {
      let dots = '';
      for (let i = 0; i < 4; i += 1)
        for (let j = 0; j < 4; j += 1)
          dots += circle(x + s * (0.125 + i * 0.25), y + s * (0.125 + j * 0.25), s * 0.05, color);
      return dots;
    }
    case 5:
      return pathEl(`M${n(x)} ${n(y + s)} L${n(x + s / 2)} ${n(y)} L${n(x + s)} ${n(y + s)} Z`, color);
    case 6:
      return rect(x, y, s, s, 0, color) + circle(x + s / 2, y + s / 2, s * 0.28, paper);
    default:
      return circle(x + s / 2, y + s / 2, s * 0.4, 'none', `stroke="${color}" stroke-width="${n(s * 0.14)}"`);
  }
}

export function blogImage(ref: Reference, width: number): string {
  const key = itemKey(ref.path);
  const a = makeArt(key, undefined, genericDomain, ordinalOf(ref));
  const f = frameFor('blog', width);
  const dark = hash(key) % 2 === 0;
  const paper = dark ? a.p.stops[0] : '#f7f3ec';
  const ink = dark ? '#ffffff' : BRAND.navy;
  const colors = [a.p.accent, a.p.stops[1], a.p.accent2, dark ? '#f8fafc' : a.p.stops[0]];
  const s = 240;
  const gx = f.vw - s * 3 - 80;
  const gy = (f.vh - s * 3) / 2;
  let cells = '';
  for (let i = 0; i < 9; i += 1) {
    const kind = Math.floor(a.r() * 8);
    const rotation = Math.floor(a.r() * 4) * 90;
    const x = gx + (i % 3) * s;
    const y = gy + Math.floor(i / 3) * s;
    cells += group(
      bauhausCell(a, x, y, s, kind, at(colors, i + kind), paper),
      `rotate(${rotation} ${n(x + s / 2)} ${n(y + s / 2)})`,
    );
  }
  const title = fitText(labelOf(ref.doc), gx - 200, [72, 64, 56, 50], 5);
  const titleTop = (f.vh - title.lines.length * title.size * 1.12) / 2 + title.size * 0.8;
  const date =
    typeof ref.doc.date === 'string'
      ? new Date(`${ref.doc.date}T12:00:00Z`).toLocaleDateString('en-US', {
          month: 'long',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        })
      : '';
  const body = [
    rect(0, 0, f.vw, f.vh, 0, paper),
    cells,
    text(96, titleTop - title.size - 36, 'EMBERLINE JOURNAL', 22, a.p.accent, { weight: 700, spacing: 4 }),
    textBlock(title.lines, 96, titleTop, title.size, 1.12, ink, { weight: 800, spacing: -1 }),
    rect(96, titleTop + (title.lines.length - 1) * title.size * 1.12 + 44, 80, 6, 3, a.p.accent),
    date
      ? text(196, titleTop + (title.lines.length - 1) * title.size * 1.12 + 54, date, 24, ink, {
          weight: 500,
          opacity: 0.65,
        })
      : '',
  ].join('');
  return a.c.svg(f.width, f.height, f.vw, f.vh, body);
}
