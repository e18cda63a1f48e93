/** Pieces the interface screens (and the phone screens) are built from. */
import { areaChart, gridLines, points, series, smoothPath } from './charts';
import type { Art } from './palettes';
import { bar, circle, pathEl, rect, stroke, text } from './svg';
import { at, between, n, type Random } from './utils';

export function card(a: Art, x: number, y: number, w: number, h: number, fill = a.t.card): string {
  return rect(x, y, w, h, 14, fill, `stroke="${a.t.line}" stroke-width="1.5"`);
}

export function money(r: Random): string {
  return `$${between(r, 12, 98).toFixed(1)}k`;
}

function kpiValue(r: Random, index: number): string {
  return at(
    [
      money(r),
      Math.round(between(r, 1200, 48000)).toLocaleString('en-US'),
      `${Math.round(between(r, 12, 96))}%`,
      `${between(r, 1.2, 9.8).toFixed(1)}x`,
    ],
    index,
  );
}

export function sidebar(a: Art, w: number, h: number, active: number): string {
  let out = rect(0, 0, w, h, 0, a.t.dark ? '#0b1220' : '#ffffff') + rect(w - 1.5, 0, 1.5, h, 0, a.t.line);
  out += rect(24, 26, 30, 30, 9, a.p.accent) + bar(64, 34, w * 0.4, 13, a.t.text, 0.85);
  for (let i = 0; i < 7; i += 1) {
    const y = 96 + i * 46;
    if (i === active) out += rect(14, y - 12, w - 28, 38, 10, a.p.accent, 'fill-opacity="0.14"');
    out += rect(26, y - 2, 16, 16, 5, i === active ? a.p.accent : a.t.muted);
    out += bar(
      52,
      y + 2,
      w * (0.32 + ((i * 37) % 20) / 100),
      10,
      i === active ? a.p.accent : a.t.subtle,
      i === active ? 1 : 0.7,
    );
  }
  return out;
}

export function header(a: Art, x: number, w: number, title: string): string {
  return [
    text(x, 52, title, 26, a.t.text, { weight: 700 }),
    bar(x, 66, 150, 9, a.t.subtle, 0.6),
    rect(x + w - 290, 26, 200, 40, 20, a.t.dark ? a.t.card : '#f8fafc', `stroke="${a.t.line}" stroke-width="1.5"`),
    circle(x + w - 268, 46, 7, 'none', stroke(a.t.subtle, 2.5)),
    bar(x + w - 250, 42, 90, 8, a.t.muted),
    circle(x + w - 56, 46, 20, a.p.accent2),
    circle(x + w - 56, 40, 7, '#ffffff', 'fill-opacity="0.85"'),
  ].join('');
}

export function kpiCard(a: Art, x: number, y: number, w: number, h: number, index: number): string {
  const up = a.r() > 0.2;
  const spark = series(a.r, 10, 0.5);
  return [
    card(a, x, y, w, h),
    bar(x + 20, y + 22, w * 0.38, 9, a.t.subtle, 0.8),
    text(x + 20, y + 66, kpiValue(a.r, index), 30, a.t.text, { weight: 800 }),
    rect(x + 20, y + h - 38, 64, 22, 11, up ? '#22c55e' : '#f43f5e', 'fill-opacity="0.16"'),
    text(x + 52, y + h - 22.5, `${up ? '+' : '-'}${Math.round(between(a.r, 3, 42))}%`, 13, up ? '#16a34a' : '#e11d48', {
      anchor: 'middle',
    }),
    pathEl(
      smoothPath(points(spark, x + w * 0.52, y + h * 0.45, w * 0.4, h * 0.38)),
      'none',
      stroke(at([a.p.accent, a.p.accent2], index), 3.5),
    ),
  ].join('');
}

export function chartCard(a: Art, x: number, y: number, w: number, h: number, label: string): string {
  const main = series(a.r, 12, 0.55);
  const second = main.map((v) => Math.max(0.05, v * between(a.r, 0.45, 0.7)));
  const cx = x + 24;
  const cw = w - 48;
  return [
    card(a, x, y, w, h),
    text(cx, y + 40, label, 19, a.t.text, { weight: 700 }),
    circle(x + w - 170, y + 34, 6, a.p.accent),
    bar(x + w - 158, y + 30, 50, 8, a.t.subtle, 0.7),
    circle(x + w - 90, y + 34, 6, a.p.accent2),
    bar(x + w - 78, y + 30, 50, 8, a.t.subtle, 0.7),
    gridLines(cx, y + 70, cw, h - 100, 4, a.t.line),
    areaChart(a, cx, y + 74, cw, h - 104, second, a.p.accent2, 0.8),
    areaChart(a, cx, y + 74, cw, h - 104, main, a.p.accent),
  ].join('');
}

export function statusPill(a: Art, x: number, y: number, kind: number): string {
  const colors = ['#22c55e', '#f59e0b', a.p.accent];
  const labels = ['Active', 'Pending', 'New'];
  const color = at(colors, kind);
  return (
    rect(x, y, 84, 28, 14, color, 'fill-opacity="0.16"') +
    text(x + 42, y + 19, at(labels, kind), 13, color, { anchor: 'middle' })
  );
}

/** An illustrated picture inside an interface: gradient with hills and a sun. */
export function pictureBlock(a: Art, x: number, y: number, w: number, h: number, variant: number): string {
  const [deep, mid, high] = a.p.stops;
  const fill = a.c.linear(
    [
      [0, variant % 2 ? mid : high],
      [1, variant % 2 ? deep : mid],
    ],
    0,
    0,
    1,
    1,
  );
  const clip = a.c.clip(x, y, w, h, 12);
  return `<g clip-path="${clip}">${[
    rect(x, y, w, h, 12, fill),
    circle(
      x + w * (0.25 + (variant % 3) * 0.2),
      y + h * 0.35,
      Math.min(w, h) * 0.14,
      a.p.accent2,
      'fill-opacity="0.9"',
    ),
    pathEl(
      `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + h * 0.7)} Q${n(x + w * 0.3)} ${n(y + h * 0.42)} ${n(x + w * 0.6)} ${n(y + h * 0.72)} T${n(x + w)} ${n(y + h * 0.6)} L${n(x + w)} ${n(y + h)} Z`,
      '#ffffff',
      'fill-opacity="0.22"',
    ),
    pathEl(
      `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + h * 0.85)} Q${n(x + w * 0.45)} ${n(y + h * 0.62)} ${n(x + w)} ${n(y + h * 0.86)} L${n(x + w)} ${n(y + h)} Z`,
      deep,
      'fill-opacity="0.45"',
    ),
  ].join('')}</g>`;
}

export function hexagon(cx: number, cy: number, r: number): string {
  const pts = [0, 1, 2, 3, 4, 5].map((i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${n(cx + r * Math.cos(angle))} ${n(cy + r * Math.sin(angle))}`;
  });
  return `M${pts.join(' L')} Z`;
}
