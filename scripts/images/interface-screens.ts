import { barChart, donut, series } from './charts';
import { card, chartCard, header, hexagon, kpiCard, money, pictureBlock, sidebar, statusPill } from './interface-parts';
import type { Art, ScreenKind } from './palettes';
import { bar, circle, group, pathEl, rect, stroke, text } from './svg';
import { at, between, n } from './utils';

function dashboardScreen(a: Art, w: number, h: number): string {
  const sw = Math.min(220, w * 0.2);
  const x = sw + 28;
  const mw = w - x - 28;
  const kw = (mw - 40) / 3;
  const chartH = Math.max(220, h * 0.36);
  const lowY = 256 + chartH;
  const lowH = Math.max(160, h - lowY - 24);
  return [
    rect(0, 0, w, h, 0, a.t.surface),
    sidebar(a, sw, h, 0),
    header(a, x, mw + 28, a.d.board),
    [0, 1, 2].map((i) => kpiCard(a, x + i * (kw + 20), 100, kw, 128, i)).join(''),
    chartCard(a, x, 248, mw, chartH, 'Revenue'),
    card(a, x, lowY + 20, mw * 0.58, lowH),
    bar(x + 24, lowY + 46, 120, 10, a.t.subtle),
    barChart(
      x + 24,
      lowY + 76,
      mw * 0.58 - 48,
      lowH - 96,
      series(a.r, 9, 0.3),
      a.p.accent,
      a.t.dark ? '#2a3a5c' : '#e2e8f0',
      6,
    ),
    card(a, x + mw * 0.58 + 20, lowY + 20, mw * 0.42 - 20, lowH),
    donut(
      x + mw * 0.58 + 20 + (mw * 0.42 - 20) / 2,
      lowY + 20 + lowH / 2 + 10,
      Math.min(70, lowH * 0.3),
      [45, 30, 25],
      [a.p.accent, a.p.accent2, a.t.muted],
      a.t.line,
      22,
    ),
  ].join('');
}

function listScreen(a: Art, w: number, h: number, title = a.d.list): string {
  const sw = Math.min(220, w * 0.2);
  const x = sw + 28;
  const mw = w - x - 28;
  let rows = '';
  const rowH = 64;
  for (let i = 0; i * rowH + 230 < h; i += 1) {
    const y = 200 + i * rowH;
    rows += rect(x + 1, y + rowH - 1, mw - 2, 1.5, 0, a.t.line);
    rows += circle(
      x + 40,
      y + rowH / 2,
      18,
      at([a.p.accent, a.p.accent2, a.p.stops[1], '#94a3b8'], i),
      'fill-opacity="0.9"',
    );
    rows += bar(x + 72, y + 20, mw * between(a.r, 0.14, 0.22), 11, a.t.text, 0.8);
    rows += bar(x + 72, y + 38, mw * between(a.r, 0.1, 0.18), 8, a.t.subtle, 0.7);
    rows += bar(x + mw * 0.42, y + 28, mw * between(a.r, 0.08, 0.16), 9, a.t.subtle, 0.7);
    rows += statusPill(a, x + mw * 0.64, y + 18, Math.floor(a.r() * 3));
    rows += text(x + mw - 28, y + 40, money(a.r), 17, a.t.text, { anchor: 'end', weight: 700 });
  }
  const pills = ['All', 'Active', 'Pending', 'Archived']
    .map(
      (label, i) =>
        rect(
          x + i * 112,
          108,
          100,
          36,
          18,
          i === 0 ? a.p.accent : a.t.card,
          i === 0 ? '' : `stroke="${a.t.line}" stroke-width="1.5"`,
        ) + text(x + i * 112 + 50, 131, label, 14, i === 0 ? '#ffffff' : a.t.subtle, { anchor: 'middle' }),
    )
    .join('');
  return [
    rect(0, 0, w, h, 0, a.t.surface),
    sidebar(a, sw, h, 2),
    header(a, x, mw + 28, title),
    pills,
    rect(x + mw - 150, 108, 150, 36, 18, a.p.accent, 'fill-opacity="0.14"'),
    text(x + mw - 75, 131, '+ Add new', 14, a.p.accent, { anchor: 'middle' }),
    card(a, x, 166, mw, h - 150),
    bar(x + 72, 182, 80, 8, a.t.subtle, 0.6),
    bar(x + mw * 0.42, 182, 60, 8, a.t.subtle, 0.6),
    bar(x + mw * 0.64, 182, 60, 8, a.t.subtle, 0.6),
    rows,
  ].join('');
}

function detailScreen(a: Art, w: number, h: number): string {
  const pad = 48;
  const nav = [0, 1, 2, 3].map((i) => bar(w - 520 + i * 96, 38, 70, 10, a.t.subtle, 0.8)).join('');
  const heroH = Math.min(360, h * 0.48);
  const colW = (w - pad * 2 - 40) / 3;
  const cards = [0, 1, 2]
    .map((i) => {
      const x = pad + i * (colW + 20);
      const y = heroH + 130;
      return (
        card(a, x, y, colW, 260) +
        pictureBlock(a, x + 14, y + 14, colW - 28, 130, i + 1) +
        bar(x + 18, y + 170, colW * 0.6, 12, a.t.text, 0.8) +
        bar(x + 18, y + 194, colW * 0.8, 8, a.t.subtle, 0.6) +
        bar(x + 18, y + 212, colW * 0.5, 8, a.t.subtle, 0.6)
      );
    })
    .join('');
  return [
    rect(0, 0, w, h, 0, a.t.surface),
    rect(pad, 28, 34, 34, 10, a.p.accent),
    bar(pad + 46, 39, 110, 12, a.t.text, 0.85),
    nav,
    rect(w - pad - 130, 26, 130, 40, 20, a.t.text),
    text(w - pad - 65, 51, a.d.cta, 14, a.t.dark ? '#0f172a' : '#ffffff', { anchor: 'middle' }),
    pictureBlock(a, pad, 90, w - pad * 2, heroH, 0),
    bar(pad + 40, 90 + heroH * 0.3, (w - pad * 2) * 0.42, 26, '#ffffff', 0.95),
    bar(pad + 40, 90 + heroH * 0.3 + 42, (w - pad * 2) * 0.3, 26, '#ffffff', 0.95),
    bar(pad + 40, 90 + heroH * 0.3 + 92, (w - pad * 2) * 0.36, 10, '#ffffff', 0.7),
    rect(pad + 40, 90 + heroH * 0.3 + 124, 150, 44, 22, a.p.accent2),
    cards,
  ].join('');
}

function kanbanScreen(a: Art, w: number, h: number): string {
  const sw = Math.min(220, w * 0.2);
  const x = sw + 28;
  const mw = w - x - 28;
  const cols = 3;
  const cw = (mw - (cols - 1) * 20) / cols;
  const titles = ['Leads', 'Proposal', 'Won'];
  let board = '';
  for (let c = 0; c < cols; c += 1) {
    const cx = x + c * (cw + 20);
    board += rect(cx, 110, cw, h - 90, 16, a.t.dark ? '#131d33' : '#e9eef5');
    board +=
      circle(cx + 24, 138, 6, at([a.p.accent2, a.p.accent, '#22c55e'], c)) +
      text(cx + 40, 144, at(titles, c), 16, a.t.text);
    for (let i = 0; i < 4; i += 1) {
      const y = 166 + i * 138;
      if (y > h) break;
      board += card(a, cx + 12, y, cw - 24, 122);
      board += rect(
        cx + 28,
        y + 18,
        64,
        20,
        10,
        at([a.p.accent, a.p.accent2, '#22c55e', '#94a3b8'], i + c),
        'fill-opacity="0.2"',
      );
      board += bar(cx + 28, y + 52, (cw - 56) * between(a.r, 0.6, 0.95), 11, a.t.text, 0.75);
      board += bar(cx + 28, y + 72, (cw - 56) * between(a.r, 0.4, 0.7), 8, a.t.subtle, 0.6);
      board +=
        circle(cx + 40, y + 100, 11, at([a.p.accent2, a.p.stops[1], a.p.accent], i)) +
        circle(cx + 58, y + 100, 11, at([a.p.stops[1], a.p.accent, '#94a3b8'], i + 1));
      board += text(cx + cw - 36, y + 106, money(a.r), 14, a.t.subtle, { anchor: 'end' });
    }
  }
  return [rect(0, 0, w, h, 0, a.t.surface), sidebar(a, sw, h, 3), header(a, x, mw + 28, 'Pipeline'), board].join('');
}

function chatScreen(a: Art, w: number, h: number): string {
  const sw = Math.min(260, w * 0.26);
  let threads = rect(0, 0, sw, h, 0, a.t.dark ? '#0b1220' : '#ffffff') + rect(sw - 1.5, 0, 1.5, h, 0, a.t.line);
  threads += rect(20, 24, sw - 40, 40, 20, a.t.surface) + bar(40, 40, sw * 0.4, 9, a.t.subtle, 0.7);
  for (let i = 0; i < 8; i += 1) {
    const y = 88 + i * 72;
    if (i === 0) threads += rect(10, y - 8, sw - 20, 64, 12, a.p.accent, 'fill-opacity="0.12"');
    threads += circle(40, y + 24, 18, at([a.p.accent, a.p.accent2, a.p.stops[1]], i));
    threads += bar(68, y + 12, sw * 0.45, 10, a.t.text, 0.75) + bar(68, y + 30, sw * 0.55, 8, a.t.subtle, 0.6);
  }
  const x = sw + 40;
  const mw = w - x - 40;
  let messages = '';
  let y = 100;
  for (let i = 0; y < h - 160; i += 1) {
    const mine = i % 2 === 1;
    const lines = 1 + Math.floor(a.r() * 3);
    const bw = mw * between(a.r, 0.42, 0.62);
    const bh = 26 + lines * 22;
    const bx = mine ? x + mw - bw : x + 48;
    if (!mine)
      messages +=
        rect(x, y, 36, 36, 12, a.p.accent) +
        pathEl(`M${n(x + 11)} ${n(y + 22)} h14 M${n(x + 18)} ${n(y + 11)} v5`, 'none', stroke('#ffffff', 3));
    messages += rect(
      bx,
      y,
      bw,
      bh,
      18,
      mine ? a.p.accent : a.t.card,
      mine ? '' : `stroke="${a.t.line}" stroke-width="1.5"`,
    );
    for (let l = 0; l < lines; l += 1)
      messages += bar(
        bx + 20,
        y + 20 + l * 22,
        (bw - 40) * (l === lines - 1 ? 0.6 : 0.95),
        9,
        mine ? '#ffffff' : a.t.subtle,
        mine ? 0.85 : 0.7,
      );
    y += bh + 24;
  }
  return [
    rect(0, 0, w, h, 0, a.t.surface),
    threads,
    text(x, 56, 'Assistant', 24, a.t.text),
    rect(x + 130, 36, 82, 26, 13, '#22c55e', 'fill-opacity="0.16"'),
    text(x + 171, 54, 'Online', 13, '#16a34a', { anchor: 'middle' }),
    messages,
    rect(x, h - 100, mw, 60, 30, a.t.card, `stroke="${a.t.line}" stroke-width="1.5"`),
    bar(x + 28, h - 74, mw * 0.4, 10, a.t.subtle, 0.6),
    circle(x + mw - 30, h - 70, 20, a.p.accent),
    pathEl(`M${n(x + mw - 38)} ${n(h - 70)} h16 m-6 -6 l6 6 l-6 6`, 'none', stroke('#ffffff', 3)),
  ].join('');
}

function walletScreen(a: Art, w: number, h: number): string {
  const sw = Math.min(220, w * 0.2);
  const x = sw + 28;
  const mw = w - x - 28;
  const balance = a.c.linear(
    [
      [0, a.p.stops[1]],
      [1, a.p.accent],
    ],
    0,
    0,
    1,
    1,
  );
  const tokens = ['ETH', 'USDC', 'SOL', 'ARB', 'OP'];
  let rows = '';
  const listX = x + mw * 0.56 + 20;
  const listW = mw * 0.44 - 20;
  tokens.forEach((token, i) => {
    const y = 160 + i * 70;
    if (y > h - 40) return;
    rows += circle(listX + 36, y + 26, 20, at([a.p.accent, '#6366f1', '#14b8a6', '#0ea5e9', '#e11d48'], i));
    rows += text(listX + 36, y + 31, token.slice(0, 1), 15, '#ffffff', { anchor: 'middle' });
    rows += text(listX + 68, y + 24, token, 16, a.t.text) + bar(listX + 68, y + 34, 60, 8, a.t.subtle, 0.6);
    rows += text(listX + listW - 20, y + 30, money(a.r), 16, a.t.text, { anchor: 'end' });
  });
  return [
    rect(0, 0, w, h, 0, a.t.surface),
    sidebar(a, sw, h, 1),
    header(a, x, mw + 28, 'Wallet'),
    rect(x, 110, mw * 0.56, 220, 22, balance),
    pathEl(hexagon(x + mw * 0.56 - 80, 180, 90), '#ffffff', 'fill-opacity="0.1"'),
    pathEl(hexagon(x + mw * 0.56 - 60, 290, 50), '#ffffff', 'fill-opacity="0.08"'),
    bar(x + 30, 144, 110, 10, '#ffffff', 0.7),
    text(x + 30, 212, `${between(a.r, 2, 48).toFixed(2)} ETH`, 44, '#ffffff', { weight: 800 }),
    bar(x + 30, 236, 160, 10, '#ffffff', 0.6),
    rect(x + 30, 268, 110, 38, 19, '#ffffff'),
    text(x + 85, 293, 'Send', 15, a.p.stops[1], { anchor: 'middle' }),
    rect(x + 152, 268, 110, 38, 19, '#ffffff', 'fill-opacity="0.2"'),
    text(x + 207, 293, 'Swap', 15, '#ffffff', { anchor: 'middle' }),
    card(a, listX, 110, listW, h - 90),
    text(listX + 24, 142, 'Assets', 17, a.t.text),
    rows,
    chartCard(a, x, 350, mw * 0.56, Math.max(200, h - 370), 'Portfolio'),
  ].join('');
}

function storeScreen(a: Art, w: number, h: number): string {
  const pad = 40;
  const cols = 4;
  const gw = (w - pad * 2 - (cols - 1) * 20) / cols;
  let grid = '';
  for (let i = 0; i < 8; i += 1) {
    const x = pad + (i % cols) * (gw + 20);
    const y = 200 + Math.floor(i / cols) * (gw * 0.8 + 130);
    if (y > h) break;
    grid += card(a, x, y, gw, gw * 0.8 + 110);
    grid += pictureBlock(a, x + 10, y + 10, gw - 20, gw * 0.8 - 10, i);
    grid += bar(x + 16, y + gw * 0.8 + 26, gw * 0.6, 11, a.t.text, 0.8);
    grid += text(x + 16, y + gw * 0.8 + 72, a.d.price(a.r), 20, a.t.text, { weight: 800 });
    grid +=
      rect(x + gw - 56, y + gw * 0.8 + 46, 40, 40, 20, a.p.accent) +
      pathEl(
        `M${n(x + gw - 44)} ${n(y + gw * 0.8 + 66)} h16 M${n(x + gw - 36)} ${n(y + gw * 0.8 + 58)} v16`,
        'none',
        stroke('#ffffff', 3),
      );
  }
  const chips = a.d.chips
    .map(
      (label, i) =>
        rect(
          pad + i * 136,
          132,
          124,
          38,
          19,
          i === 0 ? a.t.text : a.t.card,
          i === 0 ? '' : `stroke="${a.t.line}" stroke-width="1.5"`,
        ) +
        text(pad + i * 136 + 62, 156, label, 14, i === 0 ? (a.t.dark ? '#0f172a' : '#ffffff') : a.t.subtle, {
          anchor: 'middle',
        }),
    )
    .join('');
  return [
    rect(0, 0, w, h, 0, a.t.surface),
    rect(pad, 28, 34, 34, 10, a.p.accent),
    bar(pad + 46, 39, 110, 12, a.t.text, 0.85),
    rect(w / 2 - 200, 24, 400, 42, 21, a.t.card, `stroke="${a.t.line}" stroke-width="1.5"`),
    bar(w / 2 - 170, 41, 140, 8, a.t.muted),
    circle(w - pad - 20, 45, 20, a.p.accent2),
    text(pad, 112, a.d.heading, 30, a.t.text, { weight: 800 }),
    chips,
    grid,
  ].join('');
}

function analyticsScreen(a: Art, w: number, h: number): string {
  const sw = Math.min(220, w * 0.2);
  const x = sw + 28;
  const mw = w - x - 28;
  const half = (mw - 20) / 2;
  const funnel = [1, 0.72, 0.48, 0.3]
    .map((v, i) =>
      rect(x + half + 44, 64 + i * 46, (half - 48) * v, 32, 8, a.p.accent, `fill-opacity="${n(1 - i * 0.2)}"`),
    )
    .join('');
  const keywords =
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          bar(x + 24, 70 + i * 40, half * between(a.r, 0.3, 0.5), 10, a.t.text, 0.7) +
          text(x + half - 24, 80 + i * 40, `#${i + 1}`, 15, i < 3 ? '#16a34a' : a.t.subtle, { anchor: 'end' }),
      )
      .join('') +
    bar(x + 24, 30, 120, 10, a.t.subtle) +
    bar(x + half + 44, 30, 100, 10, a.t.subtle);
  return [
    rect(0, 0, w, h, 0, a.t.surface),
    sidebar(a, sw, h, 1),
    header(a, x, mw + 28, 'Traffic'),
    [0, 1].map((i) => kpiCard(a, x + i * (half / 2 + 10), 100, half / 2 - 10, 128, i + 1)).join(''),
    card(a, x + half + 20, 100, half, 128),
    bar(x + half + 44, 122, 100, 9, a.t.subtle),
    barChart(x + half + 44, 142, half - 48, 72, series(a.r, 14, 0.5), a.p.accent, a.p.accent2, 13),
    chartCard(a, x, 248, mw, 250, 'Organic sessions'),
    group(
      [
        card(a, x, 0, half, Math.max(240, h - 538)),
        keywords,
        card(a, x + half + 20, 0, half, Math.max(240, h - 538)),
        funnel,
      ].join(''),
      'translate(0 518)',
    ),
  ].join('');
}

export function screen(a: Art, kind: ScreenKind, w: number, h: number): string {
  switch (kind) {
    case 'dashboard':
      return dashboardScreen(a, w, h);
    case 'list':
      return listScreen(a, w, h);
    case 'detail':
      return detailScreen(a, w, h);
    case 'kanban':
      return kanbanScreen(a, w, h);
    case 'chat':
      return chatScreen(a, w, h);
    case 'wallet':
      return walletScreen(a, w, h);
    case 'store':
      return storeScreen(a, w, h);
    case 'analytics':
      return analyticsScreen(a, w, h);
  }
}
