import { screen } from './interface-screens';
import { mobileScreen, PHONE_H, PHONE_W, type MobileKind } from './mobile-screens';
import type { Art, ScreenKind } from './palettes';
import { circle, group, pathEl, rect, text } from './svg';
import { n } from './utils';

export function shadow(a: Art, x: number, y: number, w: number, h: number, rx: number, strength = 0.35): string {
  return rect(
    x + w * 0.03,
    y + 30,
    w * 0.94,
    h,
    rx,
    '#020617',
    `fill-opacity="${n(strength)}" filter="${a.c.blur(28)}"`,
  );
}

/** A browser window showing `kind`; the screen is drawn at `scale` (interface pixels per artwork pixel). */
export function browser(
  a: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: ScreenKind,
  url: string,
  scale = 1,
): string {
  const bar = 46;
  const clip = a.c.clip(x, y + bar, w, h - bar, 0);
  const inner = group(
    screen(a, kind, w / scale, (h - bar) / scale),
    `translate(${n(x)} ${n(y + bar)}) scale(${n(scale)})`,
  );
  const frame = a.t.dark ? '#0b1220' : '#ffffff';
  return [
    shadow(a, x, y, w, h, 18),
    rect(x, y, w, h, 18, frame),
    rect(x, y, w, bar, 18, a.t.dark ? '#111a2e' : '#eef2f7'),
    rect(x, y + bar - 18, w, 18, 0, a.t.dark ? '#111a2e' : '#eef2f7'),
    circle(x + 24, y + bar / 2, 6.5, '#f87171'),
    circle(x + 46, y + bar / 2, 6.5, '#fbbf24'),
    circle(x + 68, y + bar / 2, 6.5, '#34d399'),
    rect(x + w / 2 - 170, y + 10, 340, bar - 20, (bar - 20) / 2, a.t.dark ? '#0b1220' : '#ffffff'),
    text(x + w / 2, y + bar / 2 + 5, url, 13.5, a.t.subtle, { anchor: 'middle', weight: 500 }),
    `<g clip-path="${clip}">${inner}</g>`,
    rect(x, y, w, h, 18, 'none', `stroke="#ffffff" stroke-opacity="0.25" stroke-width="1.5"`),
  ].join('');
}

export function phone(a: Art, x: number, y: number, w: number, kind: MobileKind, rotate = 0): string {
  const h = w * 2.05;
  const rx = w * 0.16;
  const bezel = w * 0.035;
  const sw = w - bezel * 2;
  const sh = h - bezel * 2;
  const clip = a.c.clip(x + bezel, y + bezel, sw, sh, rx - bezel);
  const inner = group(
    mobileScreen(a, kind),
    `translate(${n(x + bezel)} ${n(y + bezel)}) scale(${n(sw / PHONE_W)} ${n(sh / PHONE_H)})`,
  );
  const body = [
    shadow(a, x, y, w, h, rx, 0.4),
    rect(x, y, w, h, rx, '#0b1220', 'stroke="#475569" stroke-width="2"'),
    `<g clip-path="${clip}">${inner}</g>`,
    rect(x + w / 2 - w * 0.15, y + bezel + w * 0.03, w * 0.3, w * 0.075, w * 0.04, '#0b1220'),
  ].join('');
  return rotate ? group(body, `rotate(${n(rotate)} ${n(x + w / 2)} ${n(y + h / 2)})`) : body;
}

export function laptop(a: Art, x: number, y: number, w: number, kind: ScreenKind): string {
  const h = w * 0.62;
  const bezel = w * 0.022;
  const clip = a.c.clip(x + bezel, y + bezel, w - bezel * 2, h - bezel * 2, 6);
  const scale = (w - bezel * 2) / 1440;
  const inner = group(
    screen(a, kind, 1440, (h - bezel * 2) / scale),
    `translate(${n(x + bezel)} ${n(y + bezel)}) scale(${n(scale)})`,
  );
  const base = a.c.linear(
    [
      [0, '#cbd5e1'],
      [1, '#64748b'],
    ],
    0,
    0,
    0,
    1,
  );
  return [
    shadow(a, x, y, w, h + 30, 20, 0.45),
    rect(x, y, w, h, 20, '#0b1220', 'stroke="#334155" stroke-width="2"'),
    `<g clip-path="${clip}">${inner}</g>`,
    pathEl(
      `M${n(x - w * 0.09)} ${n(y + h)} H${n(x + w * 1.09)} L${n(x + w * 1.05)} ${n(y + h + w * 0.03)} H${n(x - w * 0.05)} Z`,
      base,
    ),
    rect(x + w / 2 - w * 0.08, y + h, w * 0.16, w * 0.008, 3, '#475569'),
  ].join('');
}
