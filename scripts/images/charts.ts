import type { Art } from './palettes';
import { circle, pathEl, rect, stroke } from './svg';
import { at, between, n, type Random } from './utils';

/** A rising, wobbling series of values in 0..1. */
export function series(r: Random, count: number, trend = 0.6): number[] {
  const values: number[] = [];
  let v = between(r, 0.1, 0.35);
  for (let i = 0; i < count; i += 1) {
    v += trend / count + between(r, -0.12, 0.12);
    v = Math.min(0.95, Math.max(0.05, v));
    values.push(v);
  }
  return values;
}

export function points(values: readonly number[], x: number, y: number, w: number, h: number): [number, number][] {
  const step = values.length > 1 ? w / (values.length - 1) : 0;
  return values.map((v, i) => [x + i * step, y + h - v * h]);
}

/** Smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(pts: readonly [number, number][]): string {
  if (pts.length === 0) return '';
  const [x0, y0] = at(pts, 0);
  let d = `M${n(x0)} ${n(y0)}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const [ax, ay] = at(pts, Math.max(0, i - 1));
    const [bx, by] = at(pts, i);
    const [cx, cy] = at(pts, i + 1);
    const [dx, dy] = at(pts, Math.min(pts.length - 1, i + 2));
    d += ` C${n(bx + (cx - ax) / 6)} ${n(by + (cy - ay) / 6)} ${n(cx - (dx - bx) / 6)} ${n(cy - (dy - by) / 6)} ${n(cx)} ${n(cy)}`;
  }
  return d;
}

export function areaChart(
  a: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  color: string,
  widthScale = 1,
): string {
  const pts = points(values, x, y, w, h);
  const line = smoothPath(pts);
  const fill = a.c.linear(
    [
      [0, color, 0.35],
      [1, color, 0],
    ],
    0,
    0,
    0,
    1,
  );
  const [lx, ly] = at(pts, pts.length - 1);
  return [
    pathEl(`${line} L${n(x + w)} ${n(y + h)} L${n(x)} ${n(y + h)} Z`, fill),
    pathEl(line, 'none', stroke(color, 4 * widthScale)),
    circle(lx, ly, 7 * widthScale, color, stroke('#ffffff', 3 * widthScale)),
  ].join('');
}

export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  color: string,
  alt: string,
  highlight: number,
): string {
  const gap = w / values.length;
  const bw = gap * 0.56;
  return values
    .map((v, i) =>
      rect(x + i * gap + (gap - bw) / 2, y + h - v * h, bw, v * h, Math.min(8, bw / 3), i === highlight ? color : alt),
    )
    .join('');
}

export function donut(
  cx: number,
  cy: number,
  r: number,
  parts: readonly number[],
  colors: readonly string[],
  track: string,
  width: number,
): string {
  const total = parts.reduce((s, v) => s + v, 0);
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  const arcs = parts.map((part, i) => {
    const length = (part / total) * circumference;
    const arc = circle(
      cx,
      cy,
      r,
      'none',
      `stroke="${at(colors, i)}" stroke-width="${n(width)}" stroke-dasharray="${n(Math.max(0, length - 6))} ${n(circumference)}" stroke-dashoffset="${n(-offset)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`,
    );
    offset += length;
    return arc;
  });
  return circle(cx, cy, r, 'none', `stroke="${track}" stroke-width="${n(width)}"`) + arcs.join('');
}

export function gridLines(x: number, y: number, w: number, h: number, count: number, color: string): string {
  let out = '';
  for (let i = 0; i <= count; i += 1) out += rect(x, y + (h / count) * i, w, 1.5, 0, color);
  return out;
}
