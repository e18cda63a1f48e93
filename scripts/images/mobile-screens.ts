/** Phone screens, drawn at 390×844 and scaled into the phone. */
import { barChart, donut, points, series, smoothPath } from './charts';
import { money, pictureBlock } from './interface-parts';
import type { Art } from './palettes';
import { bar, circle, pathEl, rect, stroke, text } from './svg';
import { at, between } from './utils';

export type MobileKind = 'home' | 'chart' | 'feed' | 'profile';

export const PHONE_W = 390;
export const PHONE_H = 844;

function mobileStatus(a: Art): string {
  return (
    text(34, 40, '9:41', 17, a.t.text, { weight: 700 }) +
    rect(300, 28, 26, 12, 4, a.t.text) +
    rect(332, 28, 24, 12, 4, a.t.text, 'fill-opacity="0.5"')
  );
}

function tabBar(a: Art, active: number): string {
  let out = rect(0, PHONE_H - 92, PHONE_W, 92, 0, a.t.card) + rect(0, PHONE_H - 92, PHONE_W, 1.5, 0, a.t.line);
  for (let i = 0; i < 4; i += 1) {
    const x = 58 + i * 91;
    out += rect(x - 13, PHONE_H - 70, 26, 26, 8, i === active ? a.p.accent : a.t.muted);
    out += bar(x - 16, PHONE_H - 36, 32, 6, i === active ? a.p.accent : a.t.muted);
  }
  return out;
}

function listRow(a: Art, y: number, i: number): string {
  return [
    rect(24, y, PHONE_W - 48, 76, 18, a.t.card, `stroke="${a.t.line}" stroke-width="1.5"`),
    rect(40, y + 16, 44, 44, 14, at([a.p.accent, a.p.accent2, a.p.stops[1]], i), 'fill-opacity="0.9"'),
    bar(98, y + 24, 130, 11, a.t.text, 0.8),
    bar(98, y + 44, 90, 8, a.t.subtle, 0.6),
    text(PHONE_W - 42, y + 44, money(a.r), 16, a.t.text, { anchor: 'end' }),
  ].join('');
}

function mobileHome(a: Art): string {
  const hero = a.c.linear(
    [
      [0, a.p.stops[1]],
      [1, a.p.accent],
    ],
    0,
    0,
    1,
    1,
  );
  const spark = series(a.r, 10, 0.6);
  return [
    text(24, 104, 'Good morning', 15, a.t.subtle, { weight: 500 }),
    text(24, 136, a.d.app, 30, a.t.text, { weight: 800 }),
    circle(PHONE_W - 48, 118, 22, a.p.accent2),
    rect(24, 164, PHONE_W - 48, 190, 26, hero),
    bar(48, 194, 100, 9, '#ffffff', 0.7),
    text(48, 252, money(a.r), 44, '#ffffff', { weight: 800 }),
    pathEl(smoothPath(points(spark, 48, 276, PHONE_W - 96, 56)), 'none', stroke('#ffffff', 4, 0.9)),
    ['Today', 'Week', 'Month']
      .map(
        (label, i) =>
          rect(
            24 + i * 116,
            378,
            106,
            40,
            20,
            i === 1 ? a.t.text : a.t.card,
            i === 1 ? '' : `stroke="${a.t.line}" stroke-width="1.5"`,
          ) +
          text(77 + i * 116, 404, label, 14, i === 1 ? (a.t.dark ? '#0f172a' : '#ffffff') : a.t.subtle, {
            anchor: 'middle',
          }),
      )
      .join(''),
    [0, 1, 2, 3].map((i) => listRow(a, 440 + i * 90, i)).join(''),
  ].join('');
}

function mobileChart(a: Art): string {
  const values = series(a.r, 7, 0.4);
  return [
    text(24, 120, 'Insights', 30, a.t.text, { weight: 800 }),
    rect(24, 146, PHONE_W - 48, 300, 26, a.t.card, `stroke="${a.t.line}" stroke-width="1.5"`),
    bar(48, 176, 100, 9, a.t.subtle),
    text(48, 226, `${Math.round(between(a.r, 40, 96))}%`, 40, a.t.text, { weight: 800 }),
    barChart(40, 256, PHONE_W - 80, 170, values, a.p.accent, a.t.dark ? '#2a3a5c' : '#e2e8f0', 5),
    rect(24, 466, (PHONE_W - 60) / 2, 150, 24, a.t.card, `stroke="${a.t.line}" stroke-width="1.5"`),
    donut(24 + (PHONE_W - 60) / 4, 541, 44, [60, 40], [a.p.accent2, a.t.line], a.t.line, 16),
    rect(36 + (PHONE_W - 60) / 2, 466, (PHONE_W - 60) / 2, 150, 24, a.p.accent),
    bar(56 + (PHONE_W - 60) / 2, 496, 80, 9, '#ffffff', 0.7),
    text(
      56 + (PHONE_W - 60) / 2,
      556,
      `${Math.round(between(a.r, 2, 9))}.${Math.round(between(a.r, 1, 9))}k`,
      34,
      '#ffffff',
      { weight: 800 },
    ),
    listRow(a, 640, 1),
  ].join('');
}

function mobileFeed(a: Art): string {
  return [
    text(24, 120, 'Discover', 30, a.t.text, { weight: 800 }),
    rect(24, 140, PHONE_W - 48, 46, 23, a.t.card, `stroke="${a.t.line}" stroke-width="1.5"`),
    bar(56, 159, 140, 9, a.t.muted),
    pictureBlock(a, 24, 206, PHONE_W - 48, 230, 0),
    bar(24, 458, 220, 14, a.t.text, 0.85),
    bar(24, 484, 160, 9, a.t.subtle, 0.6),
    pictureBlock(a, 24, 516, (PHONE_W - 60) / 2, 150, 1),
    pictureBlock(a, 36 + (PHONE_W - 60) / 2, 516, (PHONE_W - 60) / 2, 150, 2),
    bar(24, 684, 120, 10, a.t.text, 0.8),
    bar(36 + (PHONE_W - 60) / 2, 684, 120, 10, a.t.text, 0.8),
  ].join('');
}

function mobileProfile(a: Art): string {
  const cover = a.c.linear(
    [
      [0, a.p.stops[0]],
      [1, a.p.stops[1]],
    ],
    0,
    0,
    1,
    1,
  );
  return [
    rect(0, 0, PHONE_W, 260, 0, cover),
    circle(PHONE_W / 2, 250, 56, a.p.accent2, `stroke="${a.t.surface}" stroke-width="6"`),
    bar(PHONE_W / 2 - 80, 330, 160, 14, a.t.text, 0.85),
    bar(PHONE_W / 2 - 55, 356, 110, 9, a.t.subtle, 0.6),
    [0, 1, 2]
      .map(
        (i) =>
          text(80 + i * 115, 418, String(Math.round(between(a.r, 12, 980))), 24, a.t.text, {
            anchor: 'middle',
            weight: 800,
          }) + bar(58 + i * 115, 432, 44, 7, a.t.subtle, 0.6),
      )
      .join(''),
    rect(24, 466, PHONE_W - 48, 50, 25, a.p.accent),
    text(PHONE_W / 2, 497, 'Follow', 16, '#ffffff', { anchor: 'middle' }),
    [0, 1].map((i) => listRow(a, 540 + i * 90, i + 1)).join(''),
  ].join('');
}

export function mobileScreen(a: Art, kind: MobileKind): string {
  const content = { home: mobileHome, chart: mobileChart, feed: mobileFeed, profile: mobileProfile }[kind](a);
  return (
    rect(0, 0, PHONE_W, PHONE_H, 0, a.t.surface) +
    content +
    mobileStatus(a) +
    tabBar(a, { home: 0, chart: 1, feed: 2, profile: 3 }[kind])
  );
}
