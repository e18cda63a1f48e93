/** Service images: glyphs (drawn in a 100×100 box) on frosted tiles. */
import { backdrop } from './backgrounds';
import { BRAND } from './config';
import { shadow } from './devices';
import { frameFor } from './motif-frame';
import { genericDomain, makeArt, type Art } from './palettes';
import { itemKey, labelOf, ordinalOf, type Reference } from './references';
import { circle, group, pathEl, rect, stroke, text, textBlock } from './svg';
import { fitTitle } from './text-measure';
import { at, between, n } from './utils';

const glyphs: Record<string, string> = {
  code: 'M34 30 L14 50 L34 70 M66 30 L86 50 L66 70 M57 22 L43 78',
  smartphone: 'M32 10 H68 Q76 10 76 18 V82 Q76 90 68 90 H32 Q24 90 24 82 V18 Q24 10 32 10 Z M44 78 H56',
  blocks: 'M50 14 L80 30 V64 L50 80 L20 64 V30 Z M20 30 L50 46 L80 30 M50 46 V80',
  bot: 'M24 36 H76 Q84 36 84 44 V76 Q84 84 76 84 H24 Q16 84 16 76 V44 Q16 36 24 36 Z M50 36 V20 M38 58 V62 M62 58 V62 M40 72 H60',
  'trending-up': 'M12 74 L38 48 L54 62 L86 28 M64 28 H86 V50',
  database:
    'M20 24 Q20 12 50 12 Q80 12 80 24 Q80 36 50 36 Q20 36 20 24 Z M20 24 V76 Q20 88 50 88 Q80 88 80 76 V24 M20 50 Q20 62 50 62 Q80 62 80 50',
  shield: 'M50 10 L82 22 V48 Q82 74 50 90 Q18 74 18 48 V22 Z M36 50 L46 60 L66 40',
  globe: 'M50 12 A38 38 0 1 0 50.1 12 Z M12 50 H88 M50 12 Q30 50 50 88 Q70 50 50 12',
  zap: 'M56 8 L22 56 H48 L42 92 L78 42 H52 Z',
  chart: 'M16 84 H86 M26 84 V56 M44 84 V34 M62 84 V48 M80 84 V20',
  layers: 'M50 14 L88 34 L50 54 L12 34 Z M12 52 L50 72 L88 52 M12 68 L50 88 L88 68',
  search: 'M44 14 A28 28 0 1 0 44.1 14 Z M64 64 L86 86',
  message:
    'M18 20 H82 Q88 20 88 26 V62 Q88 68 82 68 H42 L24 84 V68 H18 Q12 68 12 62 V26 Q12 20 18 20 Z M30 38 H70 M30 52 H56',
  settings:
    'M50 34 A16 16 0 1 0 50.1 34 Z M50 10 V22 M50 78 V90 M10 50 H22 M78 50 H90 M22 22 L30 30 M70 70 L78 78 M22 78 L30 70 M70 30 L78 22',
  lock: 'M24 44 H76 V86 H24 Z M34 44 V30 Q34 14 50 14 Q66 14 66 30 V44 M50 60 V70',
  server: 'M16 14 H84 V42 H16 Z M16 58 H84 V86 H16 Z M28 28 H30 M28 72 H30 M50 28 H72 M50 72 H72',
  target: 'M50 12 A38 38 0 1 0 50.1 12 Z M50 30 A20 20 0 1 0 50.1 30 Z M50 46 A4 4 0 1 0 50.1 46 Z',
  users: 'M36 20 A14 14 0 1 0 36.1 20 Z M10 84 Q10 56 36 56 Q62 56 62 84 M66 22 A12 12 0 1 1 66 46 M70 58 Q90 60 90 84',
  rocket:
    'M50 8 Q72 26 70 60 L60 72 H40 L30 60 Q28 26 50 8 Z M50 30 A8 8 0 1 0 50.1 30 Z M30 60 L16 74 L30 78 M70 60 L84 74 L70 78 M44 84 L50 94 L56 84',
  palette:
    'M50 12 Q88 12 88 46 Q88 64 70 64 H60 Q52 64 54 74 Q58 88 46 88 Q12 86 12 50 Q12 12 50 12 Z M32 42 h1 M48 30 h1 M66 36 h1',
};

const serviceGlyphs: Record<string, readonly string[]> = {
  'web-development': ['code', 'globe', 'layers', 'zap', 'search', 'server'],
  'mobile-apps': ['smartphone', 'message', 'zap', 'users', 'lock', 'chart'],
  web3: ['blocks', 'lock', 'shield', 'globe', 'layers', 'zap'],
  'ai-automation': ['bot', 'zap', 'message', 'settings', 'chart', 'database'],
  'digital-marketing': ['trending-up', 'search', 'target', 'chart', 'message', 'users'],
  'crm-erp-development': ['database', 'users', 'chart', 'server', 'settings', 'layers'],
};

export function glyph(name: string, cx: number, cy: number, size: number, color: string, weight = 6): string {
  const d = glyphs[name] ?? glyphs.layers ?? '';
  const s = size / 100;
  return group(
    pathEl(d, 'none', stroke(color, weight)),
    `translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(s)})`,
  );
}

function tile(a: Art, cx: number, cy: number, size: number, name: string, strong: boolean, rotate = 0): string {
  const fill = strong
    ? a.c.linear(
        [
          [0, a.p.accent2],
          [1, a.p.accent],
        ],
        0,
        0,
        1,
        1,
      )
    : '#ffffff';
  const body = [
    shadow(a, cx - size / 2, cy - size / 2, size, size, size * 0.22, strong ? 0.4 : 0.2),
    rect(
      cx - size / 2,
      cy - size / 2,
      size,
      size,
      size * 0.22,
      fill,
      strong ? '' : 'fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"',
    ),
    glyph(name, cx, cy, size * 0.56, '#ffffff', strong ? 6 : 5),
  ].join('');
  return rotate ? group(body, `rotate(${n(rotate)} ${n(cx)} ${n(cy)})`) : body;
}

function orbit(a: Art, cx: number, cy: number, radius: number): string {
  let out = circle(cx, cy, radius, 'none', `${stroke('#ffffff', 2, 0.18)} stroke-dasharray="4 14"`);
  out += circle(cx, cy, radius * 0.72, 'none', stroke('#ffffff', 2, 0.12));
  for (let i = 0; i < 4; i += 1) {
    const angle = between(a.r, 0, Math.PI * 2);
    out += circle(
      cx + Math.cos(angle) * radius,
      cy + Math.sin(angle) * radius,
      between(a.r, 6, 14),
      i % 2 ? a.p.accent2 : '#ffffff',
      `fill-opacity="${i % 2 ? 0.9 : 0.5}"`,
    );
  }
  return out;
}

export function servicePrimary(ref: Reference, width: number): string {
  const a = makeArt(itemKey(ref.path), undefined, genericDomain, ordinalOf(ref));
  const f = frameFor('services', width);
  const id = typeof ref.doc.id === 'string' ? ref.doc.id : '';
  const names = serviceGlyphs[id] ?? [typeof ref.doc.icon === 'string' ? ref.doc.icon : 'layers', 'zap', 'chart'];
  const cx = f.vw * 0.7;
  const cy = f.vh * 0.5;
  const title = fitTitle(labelOf(ref.doc), f.vw * 0.4, [84, 74, 64], 3);
  const body = [
    backdrop(a, f.vw, f.vh, 1),
    orbit(a, cx, cy, 380),
    tile(a, cx + 250, cy - 230, 130, at(names, 1), false, 8),
    tile(a, cx - 290, cy + 220, 120, at(names, 2), false, -10),
    tile(a, cx + 280, cy + 200, 110, at(names, 3), false, 6),
    tile(a, cx, cy, 330, at(names, 0), true, -6),
    rect(96, 150, 68, 6, 3, BRAND.amber),
    text(96, 210, 'Service', 28, '#ffffff', { weight: 600, opacity: 0.75, spacing: 1 }),
    textBlock(title.lines, 96, 210 + 40 + title.size, title.size, 1.08, '#ffffff', { weight: 800, spacing: -1 }),
  ].join('');
  return a.c.svg(f.width, f.height, f.vw, f.vh, body);
}

export function serviceSecondary(ref: Reference, width: number): string {
  const a = makeArt(itemKey(ref.path), undefined, genericDomain, ordinalOf(ref));
  const f = frameFor('services', width);
  const id = typeof ref.doc.id === 'string' ? ref.doc.id : '';
  const names = serviceGlyphs[id] ?? ['layers', 'zap', 'chart', 'globe', 'shield', 'settings'];
  const size = 240;
  const gap = 56;
  const x0 = (f.vw - (size * 3 + gap * 2)) / 2 + size / 2;
  const y0 = (f.vh - (size * 2 + gap)) / 2 + size / 2;
  let tiles = '';
  names.slice(0, 6).forEach((name, i) => {
    const cx = x0 + (i % 3) * (size + gap);
    const cy = y0 + Math.floor(i / 3) * (size + gap);
    tiles += tile(a, cx, cy + (i % 3 === 1 ? -30 : 0), size, name, i === 0);
  });
  const links = pathEl(
    `M${n(x0)} ${n(y0)} L${n(x0 + size + gap)} ${n(y0 - 30)} L${n(x0 + 2 * (size + gap))} ${n(y0)} M${n(x0)} ${n(y0 + size + gap)} L${n(x0 + size + gap)} ${n(y0 + size + gap - 30)} L${n(x0 + 2 * (size + gap))} ${n(y0 + size + gap)}`,
    'none',
    `${stroke('#ffffff', 3, 0.25)} stroke-dasharray="2 12"`,
  );
  return a.c.svg(f.width, f.height, f.vw, f.vh, backdrop(a, f.vw, f.vh, 0) + links + tiles);
}
