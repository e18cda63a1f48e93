/** Social results: chart artwork around the headline metric. */
import { backdrop } from './backgrounds';
import { areaChart, barChart, gridLines, series } from './charts';
import { shadow } from './devices';
import { frameFor } from './motif-frame';
import { darkUi, genericDomain, makeArt } from './palettes';
import { itemKey, ordinalOf, type Reference } from './references';
import { rect, text } from './svg';
import { wrap } from './text-measure';
import { hash, isRecord, textOf } from './utils';

export function socialResult(ref: Reference, width: number): string {
  const key = itemKey(ref.path);
  const a = makeArt(key, darkUi, genericDomain, ordinalOf(ref));
  const f = frameFor('social', width);
  const metrics = Array.isArray(ref.owner.metrics) ? ref.owner.metrics.filter(isRecord) : [];
  const first = metrics[0];
  const value = (first && textOf(first.value)) ?? '+120%';
  const label = (first && textOf(first.label)) ?? 'growth';
  const values = series(a.r, 12, 0.75);
  const cardX = 96;
  const cardY = 120;
  const cw = f.vw - 192;
  const ch = f.vh - 240;
  const chips = metrics.slice(1, 3).map((m, i) => {
    const x = cardX + 60 + i * 340;
    const v = textOf(m.value) ?? '';
    const l = wrap(textOf(m.label) ?? '', 260, 22, 1, false).lines[0] ?? '';
    return (
      rect(x, cardY + ch - 150, 310, 100, 20, '#ffffff', 'fill-opacity="0.1"') +
      text(x + 24, cardY + ch - 100, v, 36, '#ffffff', { weight: 800 }) +
      text(x + 24, cardY + ch - 70, l, 22, '#ffffff', { weight: 500, opacity: 0.75 })
    );
  });
  const body = [
    backdrop(a, f.vw, f.vh, hash(key) % 2),
    shadow(a, cardX, cardY, cw, ch, 32, 0.4),
    rect(
      cardX,
      cardY,
      cw,
      ch,
      32,
      '#0b1220',
      'fill-opacity="0.72" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2"',
    ),
    gridLines(cardX + 60, cardY + 220, cw - 120, ch - 420, 4, '#ffffff22'),
    barChart(
      cardX + 60,
      cardY + 260,
      cw - 120,
      ch - 460,
      values.map((v) => v * 0.7),
      a.p.accent2,
      '#ffffff1f',
      -1,
    ),
    areaChart(a, cardX + 60, cardY + 200, cw - 120, ch - 400, values, a.p.accent, 1.6),
    text(cardX + 60, cardY + 120, value, 96, '#ffffff', { weight: 800, spacing: -2 }),
    text(cardX + 60, cardY + 168, wrap(label, cw - 200, 30, 1, false).lines[0] ?? '', 30, '#ffffff', {
      weight: 500,
      opacity: 0.8,
    }),
    ...chips,
  ].join('');
  return a.c.svg(f.width, f.height, f.vw, f.vh, body);
}
