import { backdrop } from './backgrounds';
import { BRAND } from './config';
import { laptop, phone, shadow } from './devices';
import { frameFor } from './motif-frame';
import { glyph } from './motif-services';
import { darkUi, lightUi, makeArt, type Art, type Palette } from './palettes';
import { circle, group, rect, text } from './svg';
import { measure } from './text-measure';

function floatingChip(a: Art, x: number, y: number, value: string, label: string, color: string): string {
  const w = Math.max(measure(value, 40), measure(label, 20, false)) + 110;
  return [
    shadow(a, x, y, w, 100, 22, 0.35),
    rect(x, y, w, 100, 22, '#ffffff'),
    rect(x + 20, y + 24, 52, 52, 16, color),
    glyph('trending-up', x + 46, y + 50, 34, '#ffffff', 9),
    text(x + 88, y + 52, value, 34, BRAND.navy, { weight: 800 }),
    text(x + 88, y + 80, label, 19, '#64748b', { weight: 500 }),
  ].join('');
}

export function homePoster(width: number): string {
  const a = makeArt('home/hero-poster', darkUi);
  const p: Palette = {
    name: 'hero',
    stops: ['#020617', '#1e293b', '#9a3412'],
    accent: BRAND.ember,
    accent2: '#38bdf8',
  };
  const art: Art = { ...a, p };
  const f = frameFor('home', width);
  const light: Art = { ...art, t: lightUi };
  const body = [
    backdrop(art, f.vw, f.vh, 0),
    circle(f.vw * 0.5, f.vh * 0.55, 620, art.c.glow(BRAND.ember, 0.35)),
    group(laptop(light, 0, 0, 560, 'analytics'), `translate(150 300)`, 'opacity="0.9"'),
    laptop(art, 420, 180, 760, 'dashboard'),
    phone(light, 1150, 330, 220, 'home', 4),
    floatingChip(light, 250, 640, '2.5M+', 'app downloads', BRAND.ember),
    floatingChip(light, 1120, 120, '95%', 'repeat projects', '#0ea5e9'),
  ].join('');
  return art.c.svg(f.width, f.height, f.vw, f.vh, body);
}
