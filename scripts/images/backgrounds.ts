import type { Art } from './palettes';
import { circle, rect, stroke } from './svg';

/** The gradient field most artwork sits on: diagonal gradient, two glows and faint rings. */
export function backdrop(a: Art, w: number, h: number, variant = 0): string {
  const [deep, mid, high] = a.p.stops;
  const fill = a.c.linear(
    [
      [0, deep],
      [0.55, mid],
      [1, high],
    ],
    variant % 2 ? 1 : 0,
    0,
    variant % 2 ? 0 : 1,
    1,
  );
  const g1 = a.c.glow(a.p.accent2, 0.45);
  const g2 = a.c.glow(high, 0.35);
  const rings = [0.9, 1.25, 1.6]
    .map((k) => circle(w * (variant % 2 ? 0.12 : 0.88), h * 0.08, h * k * 0.5, 'none', stroke('#ffffff', 2, 0.07)))
    .join('');
  return [
    rect(0, 0, w, h, 0, fill),
    circle(w * (variant % 2 ? 0.1 : 0.9), h * 0.05, h * 0.75, g1),
    circle(w * (variant % 2 ? 0.95 : 0.05), h * 1.05, h * 0.7, g2),
    rings,
  ].join('');
}
