/**
 * Generates every image and video the seed content refers to, locally and deterministically (no network):
 *
 *   npx tsx scripts/generate-images.ts [--force] [--prune] [--only=<text>]
 *
 * It loads every file of src/content/seed, collects each string starting with `/images/` or `/videos/`, and draws
 * artwork for it in SVG (palette and layout picked from a hash of the path, text taken from the document that
 * refers to it). Raster images are written at every width of `variantWidths` in WebP and AVIF (src/lib/images.ts),
 * og images as PNG, logos and brand marks as SVG, and the testimonial videos as H.264 MP4 through ffmpeg.
 *
 * --force   rewrite files that already exist (by default an existing output is kept)
 * --prune   delete files under public/images and public/videos that no content refers to
 * --only=x  only the outputs whose site path contains x (for iterating on one motif)
 * --preview=dir  write a PNG of each selected image to dir instead of the site files (fast: no AVIF)
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { aspectRatios, imageVariants, variantWidths, type ImageGroup } from '../src/lib/images';

// ───────────────────────────── configuration ─────────────────────────────

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const seedDir = path.join(root, 'src/content/seed');

const argv = process.argv.slice(2);
const force = argv.includes('--force');
const prune = argv.includes('--prune');
const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const previewDir = argv.find((arg) => arg.startsWith('--preview='))?.slice('--preview='.length);

const WEBP = { quality: 78, effort: 6, smartSubsample: true } as const;
const AVIF = { quality: 50, effort: 4 } as const;
const FONT = 'Inter, Arial, Helvetica, sans-serif';
const BRAND = { ember: '#f97316', emberDeep: '#ea580c', amber: '#fbbf24', navy: '#0f172a', slate: '#475569' };
/** Committed images and videos together must stay below this. */
const BUDGET_BYTES = 40 * 1024 * 1024;
const VIDEO = { width: 640, height: 360, fps: 24, seconds: 7, maxBytes: 600 * 1024 } as const;

// ───────────────────────────── small utilities ─────────────────────────────

type Doc = Record<string, unknown>;

function isRecord(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Item of a non-empty list; throws instead of returning undefined so callers stay simple. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('at(): empty list');
  return item;
}

/** FNV-1a, 32 bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3 finaliser: similar inputs (p17, p19) must not land on similar palettes
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

type Random = () => number;

/** mulberry32: a small deterministic PRNG. */
function random(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(r: Random, min: number, max: number): number {
  return min + r() * (max - min);
}

function choose<T>(r: Random, items: readonly T[]): T {
  return at(items, Math.floor(r() * items.length));
}

/** Number for SVG attributes: at most one decimal. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.en === 'string') return value.en;
  return undefined;
}

function formatBytes(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

// ───────────────────────────── text measuring ─────────────────────────────

/** Advance widths of Arial/Liberation Sans in 1/1000 em (the fallback librsvg uses); wide enough for Inter too. */
const charWidths: Record<string, number> = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '?': 556,
  '@': 1015,
  '|': 260,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  '–': 556,
  '—': 1000,
  '’': 222,
  '…': 1000,
  '★': 900,
  '·': 278,
};

function measure(text: string, size: number, bold = true): number {
  let units = 0;
  for (const ch of text) units += charWidths[ch] ?? (/[0-9]/.test(ch) ? 556 : 600);
  return (units / 1000) * size * (bold ? 1.1 : 1.04);
}

/** Greedy word wrap; the last allowed line ends with an ellipsis when the text does not fit. */
function wrap(
  text: string,
  maxWidth: number,
  size: number,
  maxLines: number,
  bold = true,
): { lines: string[]; fits: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, size, bold) <= maxWidth || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const fits = lines.length <= maxLines && lines.every((line) => measure(line, size, bold) <= maxWidth);
  if (lines.length <= maxLines) return { lines, fits };
  const kept = lines.slice(0, maxLines);
  let last = at(kept, maxLines - 1);
  while (last.includes(' ') && measure(`${last}…`, size, bold) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
  kept[maxLines - 1] = `${last.replace(/[,;:–—-]$/, '')}…`;
  return { lines: kept, fits: false };
}

/** The largest size (of `sizes`, largest first) at which the text fits in `maxLines` lines. */
function fitText(text: string, maxWidth: number, sizes: readonly number[], maxLines: number, bold = true) {
  for (const size of sizes) {
    const result = wrap(text, maxWidth, size, maxLines, bold);
    if (result.fits) return { lines: result.lines, size };
  }
  const size = at(sizes, sizes.length - 1);
  return { lines: wrap(text, maxWidth, size, maxLines, bold).lines, size };
}

/** Shorter forms of a title, longest first: without a trailing "for …"/"with …" phrase, then the part before a colon. */
function titleForms(title: string): string[] {
  const forms = [title];
  const tail = /\s(?:for|with|to|across|in)\s/i.exec(title.slice(12));
  if (tail) forms.push(title.slice(0, 12 + tail.index).replace(/[,:;–—-]\s*$/, ''));
  const head = title.split(/\s[–—|-]\s|:\s/)[0]?.trim();
  if (head && head.length >= 8 && head !== title) forms.push(head);
  return forms;
}

/** The longest form of a title that fits without an ellipsis (else the shortest form, cut). */
function fitTitle(title: string, maxWidth: number, sizes: readonly number[], maxLines: number) {
  const forms = titleForms(title);
  for (const form of forms) {
    const fit = fitText(form, maxWidth, sizes, maxLines);
    if (fit.lines.every((line) => !line.endsWith('…'))) return fit;
  }
  return fitText(at(forms, forms.length - 1), maxWidth, sizes, maxLines);
}

// ───────────────────────────── SVG building blocks ─────────────────────────────

interface TextOptions {
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
}

/** Collects <defs> and hands out unique ids while one SVG is being drawn. */
class Canvas {
  private readonly defs: string[] = [];
  private count = 0;

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
    const id = this.id('lg');
    const body = stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
      )
      .join('');
    this.def(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${body}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft glow: the colour fading to transparent. */
  glow(color: string, opacity: number): string {
    const id = this.id('rg');
    this.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(x: number, y: number, w: number, h: number, rx = 0): string {
    const id = this.id('cp');
    this.def(
      `<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}"/></clipPath>`,
    );
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** The whole document: drawn in a viewBox of vw×vh, rendered at width×height pixels. */
  svg(width: number, height: number, vw: number, vh: number, body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" rx="${n(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function pathEl(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function stroke(color: string, width: number, opacity = 1): string {
  return `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` stroke-opacity="${n(opacity)}"` : ''}`;
}

function text(x: number, y: number, content: string, size: number, fill: string, options: TextOptions = {}): string {
  const attributes = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${n(size)}"`,
    `font-weight="${options.weight ?? 700}"`,
    `fill="${fill}"`,
    options.anchor && options.anchor !== 'start' ? `text-anchor="${options.anchor}"` : '',
    options.opacity !== undefined ? `fill-opacity="${n(options.opacity)}"` : '',
    options.spacing ? `letter-spacing="${n(options.spacing)}"` : '',
  ];
  return `<text ${attributes.filter(Boolean).join(' ')}>${escapeXml(content)}</text>`;
}

function textBlock(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  fill: string,
  options: TextOptions = {},
): string {
  return lines.map((line, i) => text(x, y + i * size * lineHeight, line, size, fill, options)).join('');
}

/** A rounded bar standing in for a line of interface text. */
function bar(x: number, y: number, w: number, h: number, fill: string, opacity = 1): string {
  return rect(x, y, w, h, h / 2, fill, opacity < 1 ? `fill-opacity="${n(opacity)}"` : '');
}

function group(body: string, transform: string, extra = ''): string {
  return `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${body}</g>`;
}

// ───────────────────────────── palettes and themes ─────────────────────────────

interface Palette {
  name: string;
  /** Background gradient: deep, middle, highlight. */
  stops: readonly [string, string, string];
  accent: string;
  accent2: string;
}

const palettes: readonly Palette[] = [
  { name: 'ember', stops: ['#0f172a', '#7c2d12', '#f97316'], accent: '#f97316', accent2: '#fbbf24' },
  { name: 'dusk', stops: ['#1e1b4b', '#6d28d9', '#f472b6'], accent: '#8b5cf6', accent2: '#f472b6' },
  { name: 'ocean', stops: ['#082f49', '#0369a1', '#22d3ee'], accent: '#0ea5e9', accent2: '#22d3ee' },
  { name: 'lagoon', stops: ['#042f2e', '#0f766e', '#5eead4'], accent: '#14b8a6', accent2: '#fbbf24' },
  { name: 'aurora', stops: ['#022c22', '#0e7490', '#a78bfa'], accent: '#06b6d4', accent2: '#c4b5fd' },
  { name: 'indigo', stops: ['#172554', '#4338ca', '#818cf8'], accent: '#6366f1', accent2: '#f97316' },
  { name: 'orchid', stops: ['#3b0764', '#a21caf', '#f0abfc'], accent: '#c026d3', accent2: '#f9a8d4' },
  { name: 'rose', stops: ['#4c0519', '#be185d', '#fda4af'], accent: '#e11d48', accent2: '#fdba74' },
  { name: 'forest', stops: ['#052e16', '#15803d', '#a3e635'], accent: '#16a34a', accent2: '#a3e635' },
  { name: 'midnight', stops: ['#020617', '#1e3a5f', '#38bdf8'], accent: '#f97316', accent2: '#38bdf8' },
];

interface UiTheme {
  chrome: string;
  surface: string;
  card: string;
  line: string;
  muted: string;
  text: string;
  subtle: string;
  dark: boolean;
}

const lightUi: UiTheme = {
  chrome: '#ffffff',
  surface: '#f1f5f9',
  card: '#ffffff',
  line: '#e2e8f0',
  muted: '#cbd5e1',
  text: '#0f172a',
  subtle: '#94a3b8',
  dark: false,
};
const darkUi: UiTheme = {
  chrome: '#0b1220',
  surface: '#0f172a',
  card: '#18233b',
  line: '#24324f',
  muted: '#334155',
  text: '#f8fafc',
  subtle: '#64748b',
  dark: true,
};

/** The business an interface mock-up depicts: its main screen and the few words it shows. */
interface Domain {
  kind: ScreenKind;
  heading: string;
  chips: readonly string[];
  price: (r: Random) => string;
  cta: string;
  app: string;
  list: string;
  board: string;
}

const genericDomain: Domain = {
  kind: 'detail',
  heading: 'Explore',
  chips: ['Featured', 'Popular', 'New', 'Saved'],
  price: (r) => `$${Math.round(between(r, 19, 240))}`,
  cta: 'Get started',
  app: 'Dashboard',
  list: 'Customers',
  board: 'Overview',
};

/** Keyword rules over a document's title, industry and description; the first match wins. */
const domainRules: readonly (readonly [RegExp, Partial<Domain>])[] = [
  [
    /donat|non-?profit|charit|church|foundation|volunteer|fundrais/,
    { kind: 'detail', cta: 'Donate', app: 'Our impact', list: 'Donors', board: 'Campaigns' },
  ],
  [
    /health|medical|clinic|dental|patient|emr|pharm|therap|hospital|care\b/,
    { kind: 'list', cta: 'Book a visit', app: 'Appointments', list: 'Patients', board: 'Clinic' },
  ],
  [
    /real estate|realty|propert|homes\b|apartment|rental|listing/,
    {
      kind: 'store',
      heading: 'Featured listings',
      chips: ['For sale', 'For rent', 'New homes', 'Luxury'],
      price: (r) => `$${between(r, 0.4, 3.2).toFixed(1)}M`,
      cta: 'Book a tour',
      app: 'Saved homes',
      list: 'Listings',
      board: 'Listings',
    },
  ],
  [
    /hiring|recruit|\bjobs?\b|talent|staffing|\bgig\b|candidate/,
    { kind: 'list', cta: 'Post a job', app: 'Jobs', list: 'Candidates', board: 'Hiring' },
  ],
  [
    /e-?commerce|online store|storefront|shopify|\bshop\b|retail|boutique|outfitter|apparel|fashion|gift/,
    {
      kind: 'store',
      heading: 'Shop the collection',
      chips: ['New in', 'Best sellers', 'Outdoor', 'Sale'],
      cta: 'Shop now',
      app: 'My orders',
      list: 'Orders',
      board: 'Sales',
    },
  ],
  [
    /hotel|restaurant|hospitality|travel|resort|salon|barber|spa\b|fitness|gym|booking|event/,
    {
      kind: 'store',
      heading: 'Book your visit',
      chips: ['Services', 'Packages', 'Reviews', 'Offers'],
      price: (r) => `$${Math.round(between(r, 25, 180))}`,
      cta: 'Book now',
      app: 'Bookings',
      list: 'Bookings',
      board: 'Bookings',
    },
  ],
  [
    /learn|educat|school|course|student|tutor|academy|training/,
    { kind: 'dashboard', cta: 'Enroll', app: 'My courses', list: 'Students', board: 'Courses' },
  ],
  [
    /freight|logistic|shipping|fleet|delivery|dispatch|transport|warehouse/,
    { kind: 'list', cta: 'Track', app: 'Deliveries', list: 'Shipments', board: 'Operations' },
  ],
  [
    /financ|bank|stock|trading|invest|payment|fintech|insur|loan|account/,
    { kind: 'dashboard', cta: 'Open account', app: 'Portfolio', list: 'Transactions', board: 'Portfolio' },
  ],
  [
    /energy|solar|manufactur|factory|industrial|agricultur|farm/,
    { kind: 'dashboard', cta: 'Get a quote', app: 'Operations', list: 'Orders', board: 'Operations' },
  ],
];

function domainFor(doc: Doc): Domain {
  const words = ['title', 'industry', 'shortDescription', 'description', 'client']
    .map((key) => textOf(doc[key]) ?? '')
    .join(' ')
    .toLowerCase();
  const rule = domainRules.find(([pattern]) => pattern.test(words));
  return { ...genericDomain, ...(rule?.[1] ?? {}) };
}

/** What all drawing functions share: palette, interface theme, the depicted business and a seeded random source. */
interface Art {
  c: Canvas;
  p: Palette;
  t: UiTheme;
  r: Random;
  d: Domain;
}

/**
 * Palette: with an ordinal (a project id, an order, a position) consecutive items step through all palettes
 * (7 is coprime with 10), starting at a point hashed from the group; without one, the hash of the key decides.
 */
function makeArt(key: string, theme?: UiTheme, domain: Domain = genericDomain, ordinal?: number): Art {
  const h = hash(key);
  const index = ordinal === undefined ? h : hash(key.split('/')[0] ?? '') + ordinal * 7;
  return {
    c: new Canvas(),
    p: at(palettes, index % palettes.length),
    t: theme ?? ((h >>> 8) % 3 === 0 ? darkUi : lightUi),
    r: random(h),
    d: domain,
  };
}

// ───────────────────────────── backgrounds ─────────────────────────────

/** The gradient field most artwork sits on: diagonal gradient, two glows and faint rings. */
function backdrop(a: Art, w: number, h: number, variant = 0): string {
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

// ───────────────────────────── charts ─────────────────────────────

/** A rising, wobbling series of values in 0..1. */
function series(r: Random, count: number, trend = 0.6): number[] {
  const values: number[] = [];
  let v = between(r, 0.1, 0.35);
  for (let i = 0; i < count; i += 1) {
    v += trend / count + between(r, -0.12, 0.12);
    v = Math.min(0.95, Math.max(0.05, v));
    values.push(v);
  }
  return values;
}

function points(values: readonly number[], x: number, y: number, w: number, h: number): [number, number][] {
  const step = values.length > 1 ? w / (values.length - 1) : 0;
  return values.map((v, i) => [x + i * step, y + h - v * h]);
}

/** Smooth path through points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(pts: readonly [number, number][]): string {
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

function areaChart(
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

function barChart(
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

function donut(
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

function gridLines(x: number, y: number, w: number, h: number, count: number, color: string): string {
  let out = '';
  for (let i = 0; i <= count; i += 1) out += rect(x, y + (h / count) * i, w, 1.5, 0, color);
  return out;
}

// ───────────────────────────── interface screens ─────────────────────────────

type ScreenKind = 'dashboard' | 'list' | 'detail' | 'kanban' | 'chat' | 'wallet' | 'store' | 'analytics';
type MobileKind = 'home' | 'chart' | 'feed' | 'profile';

/** A card of an interface: rounded, with a hairline border. */
function card(a: Art, x: number, y: number, w: number, h: number, fill = a.t.card): string {
  return rect(x, y, w, h, 14, fill, `stroke="${a.t.line}" stroke-width="1.5"`);
}

function money(r: Random): string {
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

function sidebar(a: Art, w: number, h: number, active: number): string {
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

function header(a: Art, x: number, w: number, title: string): string {
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

function kpiCard(a: Art, x: number, y: number, w: number, h: number, index: number): string {
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

function chartCard(a: Art, x: number, y: number, w: number, h: number, label: string): string {
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

function statusPill(a: Art, x: number, y: number, kind: number): string {
  const colors = ['#22c55e', '#f59e0b', a.p.accent];
  const labels = ['Active', 'Pending', 'New'];
  const color = at(colors, kind);
  return (
    rect(x, y, 84, 28, 14, color, 'fill-opacity="0.16"') +
    text(x + 42, y + 19, at(labels, kind), 13, color, { anchor: 'middle' })
  );
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

/** An illustrated picture inside an interface: gradient with hills and a sun. */
function pictureBlock(a: Art, x: number, y: number, w: number, h: number, variant: number): string {
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

function hexagon(cx: number, cy: number, r: number): string {
  const pts = [0, 1, 2, 3, 4, 5].map((i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${n(cx + r * Math.cos(angle))} ${n(cy + r * Math.sin(angle))}`;
  });
  return `M${pts.join(' L')} Z`;
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

function screen(a: Art, kind: ScreenKind, w: number, h: number): string {
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

// ── mobile screens (drawn at 390×844, scaled into the phone) ──

const PHONE_W = 390;
const PHONE_H = 844;

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

function mobileScreen(a: Art, kind: MobileKind): string {
  const content = { home: mobileHome, chart: mobileChart, feed: mobileFeed, profile: mobileProfile }[kind](a);
  return (
    rect(0, 0, PHONE_W, PHONE_H, 0, a.t.surface) +
    content +
    mobileStatus(a) +
    tabBar(a, { home: 0, chart: 1, feed: 2, profile: 3 }[kind])
  );
}

// ───────────────────────────── device frames ─────────────────────────────

function shadow(a: Art, x: number, y: number, w: number, h: number, rx: number, strength = 0.35): string {
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
function browser(a: Art, x: number, y: number, w: number, h: number, kind: ScreenKind, url: string, scale = 1): string {
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

function phone(a: Art, x: number, y: number, w: number, kind: MobileKind, rotate = 0): string {
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

function laptop(a: Art, x: number, y: number, w: number, kind: ScreenKind): string {
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

// ───────────────────────────── references and context ─────────────────────────────

interface Reference {
  path: string;
  collection: string;
  doc: Doc;
  /** The nearest object around the path that has a title, name or company. */
  owner: Doc;
  /** Position of the document in its collection. */
  index: number;
}

/** A stable number for spreading palettes: numeric id, order, a trailing number of a nested item's file, or the position. */
function ordinalOf(ref: Reference): number {
  if (typeof ref.doc.id === 'number') return ref.doc.id;
  if (typeof ref.doc.order === 'number') return ref.doc.order;
  const trailing = /-(\d+)(?:-g\d+|-secondary)?\.[a-z]+$/.exec(ref.path)?.[1];
  if (ref.owner !== ref.doc && trailing) return Number(trailing);
  return ref.index;
}

interface SeedData {
  file: string;
  collections: Record<string, unknown[]>;
}

const ownerKeys = ['title', 'name', 'company', 'headline'];

function collect(seeds: readonly SeedData[]): Map<string, Reference> {
  const refs = new Map<string, Reference>();
  const visit = (value: unknown, collection: string, doc: Doc, owner: Doc, index: number): void => {
    if (typeof value === 'string') {
      if (!/^\/(images|videos)\//.test(value)) return;
      const existing = refs.get(value);
      if (!existing || (existing.collection === 'seo' && collection !== 'seo'))
        refs.set(value, { path: value, collection, doc, owner, index });
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, collection, doc, owner, index);
      return;
    }
    if (!isRecord(value)) return;
    const next = ownerKeys.some((key) => key in value) ? value : owner;
    for (const item of Object.values(value)) visit(item, collection, doc, next, index);
  };
  for (const seed of seeds) {
    for (const [collection, docs] of Object.entries(seed.collections)) {
      docs.forEach((doc, index) => {
        if (isRecord(doc)) visit(doc, collection, doc, doc, index);
      });
    }
  }
  return refs;
}

function labelOf(owner: Doc): string {
  return textOf(owner.title) ?? textOf(owner.name) ?? textOf(owner.company) ?? textOf(owner.headline) ?? '';
}

const categoryLabels: Record<string, string> = {
  'web-development': 'Web Development',
  'mobile-app': 'Mobile App',
  'mobile-apps': 'Mobile Apps',
  web3: 'Web3 & Blockchain',
  'ai-automation': 'AI & Automation',
  'seo-digital-marketing': 'SEO & Marketing',
  'digital-marketing': 'Digital Marketing',
  'crm-erp': 'CRM & ERP',
  'crm-erp-development': 'CRM & ERP',
};

function categoryOf(doc: Doc): string {
  if (typeof doc.category === 'string') return doc.category;
  if (Array.isArray(doc.categories) && typeof doc.categories[0] === 'string') return doc.categories[0];
  return 'web-development';
}

/** The item an image belongs to: gallery and secondary images share their cover's palette. */
function itemKey(sitePath: string): string {
  const file = sitePath.replace(/^\/(images|videos)\//, '').replace(/\.[a-z0-9]+$/, '');
  const base = path.basename(file).replace(/-(g\d+|secondary)$/, '');
  return `${file.includes('/') ? file.split('/')[0] : 'videos'}/${base}`;
}

function galleryIndex(sitePath: string): number | undefined {
  const match = /-g(\d+)\.[a-z]+$/.exec(sitePath);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** A plausible web address from a client name: its first words, at most 18 letters. */
function domainOf(client: string): string {
  const words = client
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !['and', 'the', 'inc', 'llc', 'co'].includes(w));
  let slug = '';
  for (const word of words) {
    if (slug && slug.length + word.length > 18) break;
    slug += word;
  }
  return `${slug.slice(0, 22) || 'app'}.com`;
}

// ───────────────────────────── motifs ─────────────────────────────

/** Box in which a raster motif draws; every motif returns a complete SVG rendered at `width`. */
interface Frame {
  width: number;
  height: number;
  vw: number;
  vh: number;
}

function frameFor(group: ImageGroup, width: number, designWidth = 1600): Frame {
  const ratio = aspectRatios[group];
  return { width, height: Math.round(width / ratio), vw: designWidth, vh: Math.round(designWidth / ratio) };
}

type Layout = 'side' | 'below';

/** What a project of a category shows: the cover's main screen (plus a phone), then one screen per gallery image. */
interface CategoryDesign {
  cover: ScreenKind | 'phones';
  phone?: MobileKind;
  gallery: readonly (ScreenKind | MobileKind)[];
}

const mobileKinds: readonly MobileKind[] = ['home', 'chart', 'feed', 'profile'];

function isMobileKind(kind: string): kind is MobileKind {
  return mobileKinds.some((mobile) => mobile === kind);
}

function designFor(category: string, domain: Domain): CategoryDesign {
  switch (category) {
    case 'mobile-app':
      return { cover: 'phones', gallery: ['home', 'chart', 'feed', 'profile'] };
    case 'web3':
      return { cover: 'wallet', phone: 'home', gallery: ['wallet', 'dashboard', 'list', 'home'] };
    case 'ai-automation':
      return { cover: 'chat', gallery: ['chat', 'dashboard', 'list', 'home'] };
    case 'seo-digital-marketing':
      return { cover: 'analytics', gallery: ['analytics', 'dashboard', 'detail', 'chart'] };
    case 'crm-erp':
      return { cover: 'kanban', phone: 'home', gallery: ['kanban', 'list', 'dashboard', 'home'] };
    default: {
      const others = (['detail', 'dashboard', 'list', 'store'] as const).filter(
        (kind) => kind !== domain.kind && (kind !== 'store' || domain.heading !== genericDomain.heading),
      );
      return { cover: domain.kind, phone: 'feed', gallery: [domain.kind, ...others.slice(0, 2), 'home'] };
    }
  }
}

/** Devices for a cover, placed right of (or below) the title. */
function coverDevices(
  a: Art,
  f: Frame,
  url: string,
  kind: ScreenKind,
  withPhone: MobileKind | undefined,
  layout: Layout,
): string {
  if (layout === 'side') {
    const bx = f.vw * 0.42;
    const by = f.vh * 0.2;
    const device = browser(a, bx, by, f.vw * 0.66, f.vh * 0.95, kind, url, 0.78);
    return device + (withPhone ? phone(a, bx - 70, f.vh * 0.5, 210, withPhone) : '');
  }
  const bw = f.vw * 0.8;
  const device = browser(a, (f.vw - bw) / 2, f.vh * 0.4, bw, f.vh * 0.75, kind, url, 0.8);
  return device + (withPhone ? phone(a, f.vw * 0.8, f.vh * 0.52, 190, withPhone, 0) : '');
}

function phonesCover(a: Art, f: Frame, layout: Layout): string {
  if (layout === 'side') {
    return phone(a, f.vw * 0.5, f.vh * 0.28, 280, 'chart', -8) + phone(a, f.vw * 0.7, f.vh * 0.14, 300, 'home', 0);
  }
  return (
    phone(a, f.vw * 0.2, f.vh * 0.5, 250, 'feed', -6) +
    phone(a, f.vw * 0.5 - 140, f.vh * 0.4, 280, 'home', 0) +
    phone(a, f.vw * 0.8 - 250, f.vh * 0.5, 250, 'chart', 6)
  );
}

function layoutOf(key: string): Layout {
  return (hash(`${key}:layout`) & 3) === 0 ? 'below' : 'side';
}

/** Category pill, title and (when the title does not already name it) client line of a cover. */
function coverText(f: Frame, layout: Layout, label: string, title: string, client: string): string {
  const fit =
    layout === 'side'
      ? fitTitle(title, f.vw * 0.34, [72, 64, 58, 52], 3)
      : fitTitle(title, f.vw * 0.8, [76, 66, 58], 2);
  const anchor = layout === 'side' ? 'start' : 'middle';
  const x = layout === 'side' ? 96 : f.vw / 2;
  const pillW = measure(label, 22) + 64;
  const pillX = layout === 'side' ? x : x - pillW / 2;
  const top = layout === 'side' ? 130 : 70;
  const titleY = top + 62 + fit.size * 0.95;
  const clientY = titleY + (fit.lines.length - 1) * fit.size * 1.1 + 60;
  const firstWord = client.split(/\s+/)[0]?.toLowerCase() ?? '';
  const showClient = layout === 'side' && client && !title.toLowerCase().includes(firstWord);
  return [
    rect(
      pillX,
      top,
      pillW,
      48,
      24,
      '#ffffff',
      'fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1.5"',
    ),
    circle(pillX + 28, top + 24, 7, BRAND.amber),
    text(pillX + 46, top + 32, label, 22, '#ffffff', { weight: 600 }),
    textBlock(fit.lines, x, titleY, fit.size, 1.1, '#ffffff', { weight: 800, anchor, spacing: -1 }),
    showClient
      ? text(x, clientY, wrap(client, f.vw * 0.34, 28, 1, false).lines[0] ?? '', 28, '#ffffff', {
          weight: 500,
          opacity: 0.75,
          anchor,
        })
      : '',
  ].join('');
}

function projectGroup(sitePath: string): ImageGroup {
  return sitePath.startsWith('/images/case-studies/') ? 'case-studies' : 'projects';
}

function projectCover(ref: Reference, width: number): string {
  const key = itemKey(ref.path);
  const domain = domainFor(ref.doc);
  const a = makeArt(key, undefined, domain, ordinalOf(ref));
  const f = frameFor(projectGroup(ref.path), width);
  const category = categoryOf(ref.doc);
  const design = designFor(category, domain);
  const client = textOf(ref.doc.client) ?? '';
  const url = domainOf(client || labelOf(ref.doc));
  const layout = layoutOf(key);
  const devices =
    design.cover === 'phones' ? phonesCover(a, f, layout) : coverDevices(a, f, url, design.cover, design.phone, layout);
  const scrim =
    layout === 'side'
      ? a.c.linear(
          [
            [0, a.p.stops[0], 0.55],
            [0.45, a.p.stops[0], 0.2],
            [0.7, a.p.stops[0], 0],
          ],
          0,
          0,
          1,
          0,
        )
      : a.c.linear(
          [
            [0, a.p.stops[0], 0.5],
            [0.4, a.p.stops[0], 0],
          ],
          0,
          0,
          0,
          1,
        );
  const body = [
    backdrop(a, f.vw, f.vh, hash(key) % 2),
    rect(0, 0, f.vw, f.vh, 0, scrim),
    devices,
    coverText(f, layout, categoryLabels[category] ?? 'Project', labelOf(ref.doc), client),
  ].join('');
  return a.c.svg(f.width, f.height, f.vw, f.vh, body);
}

function projectGallery(ref: Reference, width: number, index: number): string {
  const key = itemKey(ref.path);
  const domain = domainFor(ref.doc);
  const a = makeArt(key, undefined, domain, ordinalOf(ref));
  const f = frameFor(projectGroup(ref.path), width);
  const kind = at(designFor(categoryOf(ref.doc), domain).gallery, index - 1);
  const url = domainOf(textOf(ref.doc.client) ?? labelOf(ref.doc));
  let body = backdrop(a, f.vw, f.vh, index % 2);
  if (isMobileKind(kind)) {
    const others = mobileKinds.filter((k) => k !== kind);
    body += phone(a, f.vw * 0.18, f.vh * 0.22, 300, others[0] ?? 'home', -6);
    body += phone(a, f.vw * 0.62, f.vh * 0.22, 300, others[1] ?? 'chart', 6);
    body += phone(a, f.vw * 0.5 - 170, f.vh * 0.08, 340, kind);
  } else {
    body += browser(a, f.vw * 0.08, f.vh * 0.1, f.vw * 0.84, f.vh * 1.0, kind, url, 0.9);
  }
  return a.c.svg(f.width, f.height, f.vw, f.vh, body);
}

// ── service glyphs (drawn in a 100×100 box) ──

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

function glyph(name: string, cx: number, cy: number, size: number, color: string, weight = 6): string {
  const d = glyphs[name] ?? glyphs.layers ?? '';
  const s = size / 100;
  return group(
    pathEl(d, 'none', stroke(color, weight)),
    `translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(s)})`,
  );
}

/** A frosted tile with a glyph. */
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

function servicePrimary(ref: Reference, width: number): string {
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

function serviceSecondary(ref: Reference, width: number): string {
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

// ── blog: editorial shapes ──

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

function blogImage(ref: Reference, width: number): string {
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

// ── people: illustrated avatars (drawn in a 400×400 box) ──

type HairStyle = 'short' | 'sidePart' | 'buzz' | 'curlyShort' | 'long' | 'bob' | 'bun' | 'curlyLong';

interface Look {
  skin: string;
  skinShade: string;
  hair: string;
  style: HairStyle;
  shirt: string;
  bg: string;
  bgShape: string;
  glasses: boolean;
  beard: boolean;
  collar: 'crew' | 'v' | 'shirt' | 'turtle';
}

const skinTones = [
  ['#f9dcc8', '#eebfa0'],
  ['#f3c9a6', '#e2ad87'],
  ['#e3b08a', '#cd946c'],
  ['#c98c62', '#b0744c'],
  ['#a86b45', '#8e5734'],
  ['#7f4c2d', '#6a3d22'],
  ['#5c3520', '#4a2a18'],
] as const;
const hairColors = ['#1f1a17', '#2f221b', '#4a3022', '#6b4328', '#9a6235', '#c8924f', '#7c7f86', '#a33d24'];
const shirtColors = [
  '#f97316',
  '#0f172a',
  '#2563eb',
  '#0d9488',
  '#7c3aed',
  '#e11d48',
  '#475569',
  '#16a34a',
  '#ca8a04',
  '#0891b2',
];
const avatarBackgrounds = [
  ['#ffedd5', '#fed7aa'],
  ['#dbeafe', '#bfdbfe'],
  ['#dcfce7', '#bbf7d0'],
  ['#ede9fe', '#ddd6fe'],
  ['#fce7f3', '#fbcfe8'],
  ['#fef3c7', '#fde68a'],
  ['#cffafe', '#a5f3fc'],
  ['#e2e8f0', '#cbd5e1'],
] as const;

/** First names used to pick a hair style that reads as intended; the rest is left to the hash. */
const feminineNames = new Set(
  'sarah priya aisha maria emily jessica jennifer ashley amanda melissa alicia laura rachel hannah olivia emma sophia ava isabella mia chloe grace natalie lauren megan nicole elena anna julia claire rebecca karen linda susan lisa angela michelle kimberly amy heather stephanie katherine catherine christina samantha vanessa monica denise tanya keisha latoya fatima amara zainab mei lin yuki sofia camila valeria lucia carmen rosa ana gabriela daniela andrea paula diana tiffany brittany courtney kelsey morgan jasmine leah naomi ruth esther erin kate kathryn jenna dana renee nina tara maya leila noor sana ines ingrid freya astrid helen'.split(
    ' ',
  ),
);

function firstName(name: string): string {
  return (name.replace(/^(dr|mr|mrs|ms|prof)\.?\s+/i, '').split(/\s+/)[0] ?? '').toLowerCase();
}

function lookFor(key: string, name: string): Look {
  const r = random(hash(`look:${key}`));
  const feminine = feminineNames.has(firstName(name));
  const style = choose<HairStyle>(
    r,
    feminine ? ['long', 'bob', 'bun', 'curlyLong', 'long'] : ['short', 'sidePart', 'buzz', 'curlyShort', 'sidePart'],
  );
  const [skin, skinShade] = choose(r, skinTones);
  const [bg, bgShape] = choose(r, avatarBackgrounds);
  return {
    skin,
    skinShade,
    hair: choose(r, hairColors),
    style,
    shirt: choose(r, shirtColors),
    bg,
    bgShape,
    glasses: r() < 0.28,
    beard: !feminine && r() < 0.35,
    collar: choose(r, ['crew', 'v', 'shirt', 'turtle'] as const),
  };
}

function hairBack(look: Look): string {
  switch (look.style) {
    case 'long':
      return pathEl(
        'M122 186 C112 104 156 78 200 78 C246 78 290 104 278 190 C272 250 290 300 304 336 C250 356 150 356 96 336 C110 300 128 250 122 186 Z',
        look.hair,
      );
    case 'bob':
      return pathEl(
        'M120 178 C114 104 158 80 200 80 C242 80 286 104 280 178 C280 222 284 250 290 266 C266 278 246 272 240 262 L160 262 C154 272 134 278 110 266 C116 250 120 222 120 178 Z',
        look.hair,
      );
    case 'curlyLong': {
      let curls = '';
      for (let i = 0; i < 14; i += 1) {
        const angle = Math.PI * (0.95 + (i / 13) * 1.1);
        curls += circle(200 + Math.cos(angle) * 92, 190 + Math.sin(angle) * 104, 34, look.hair);
      }
      return (
        curls +
        circle(118, 250, 34, look.hair) +
        circle(282, 250, 34, look.hair) +
        circle(126, 296, 30, look.hair) +
        circle(274, 296, 30, look.hair)
      );
    }
    default:
      return '';
  }
}

function hairFront(look: Look): string {
  switch (look.style) {
    case 'short':
      return pathEl(
        'M128 182 C116 106 160 80 204 82 C252 84 284 116 272 182 C266 150 252 132 232 124 C204 134 162 134 142 126 C134 140 130 160 128 182 Z',
        look.hair,
      );
    case 'sidePart':
      return pathEl(
        'M128 180 C116 100 170 74 216 84 C260 92 284 128 272 180 C266 148 256 132 240 122 C214 118 176 128 150 152 C140 160 132 170 128 180 Z',
        look.hair,
      );
    case 'buzz':
      return pathEl(
        'M133 164 C133 112 164 92 200 92 C236 92 267 112 267 164 C258 132 236 118 200 118 C164 118 142 132 133 164 Z',
        look.hair,
        'fill-opacity="0.9"',
      );
    case 'curlyShort': {
      let curls = '';
      for (let i = 0; i < 9; i += 1) {
        const angle = Math.PI * (1.05 + (i / 8) * 0.9);
        curls += circle(200 + Math.cos(angle) * 70, 168 + Math.sin(angle) * 70, 26, look.hair);
      }
      return curls;
    }
    case 'long':
      return pathEl(
        'M130 180 C122 110 166 84 206 86 C248 88 280 118 270 184 C262 142 240 122 214 116 C194 142 162 154 130 180 Z',
        look.hair,
      );
    case 'bob':
      return pathEl(
        'M128 172 C126 108 166 88 200 88 C234 88 274 108 272 172 C260 146 240 134 200 134 C160 134 140 146 128 172 Z',
        look.hair,
      );
    case 'bun':
      return (
        circle(200, 82, 34, look.hair) +
        pathEl(
          'M132 170 C130 110 164 92 200 92 C236 92 270 110 268 170 C256 136 236 122 200 122 C164 122 144 136 132 170 Z',
          look.hair,
        )
      );
    case 'curlyLong': {
      let curls = '';
      for (let i = 0; i < 8; i += 1) {
        const angle = Math.PI * (1.08 + (i / 7) * 0.84);
        curls += circle(200 + Math.cos(angle) * 66, 168 + Math.sin(angle) * 66, 24, look.hair);
      }
      return curls;
    }
  }
}

function collar(look: Look): string {
  const shade = 'fill-opacity="0.25"';
  switch (look.collar) {
    case 'crew':
      return pathEl('M164 296 Q200 326 236 296', 'none', `${stroke('#000000', 9, 0.18)}`);
    case 'v':
      return (
        pathEl('M170 292 L200 340 L230 292 Z', look.skin) +
        pathEl('M170 292 L200 340 L230 292', 'none', stroke('#000000', 6, 0.15))
      );
    case 'shirt':
      return (
        pathEl('M174 292 L200 330 L226 292 Z', look.skin) +
        pathEl('M160 294 L200 330 L184 346 Z', '#ffffff') +
        pathEl('M240 294 L200 330 L216 346 Z', '#ffffff')
      );
    case 'turtle':
      return (
        pathEl('M164 276 Q200 296 236 276 L238 306 Q200 330 162 306 Z', look.shirt) +
        pathEl('M164 276 Q200 296 236 276 L238 306 Q200 330 162 306 Z', '#000000', shade) +
        pathEl('M166 290 Q200 310 234 290', 'none', stroke('#000000', 3, 0.18))
      );
  }
}

interface Expression {
  mouth: number;
  blink: boolean;
}

function face(look: Look, expression: Expression): string {
  const eyeY = 190;
  const eyes = expression.blink
    ? pathEl(
        `M166 ${eyeY} Q174 ${eyeY + 5} 182 ${eyeY} M218 ${eyeY} Q226 ${eyeY + 5} 234 ${eyeY}`,
        'none',
        stroke('#1f2937', 4),
      )
    : circle(174, eyeY, 7, '#1f2937') +
      circle(226, eyeY, 7, '#1f2937') +
      circle(176.5, eyeY - 2.5, 2.2, '#ffffff') +
      circle(228.5, eyeY - 2.5, 2.2, '#ffffff');
  const brows = pathEl(
    'M160 170 Q174 162 188 168 M212 168 Q226 162 240 170',
    'none',
    stroke(look.hair === '#7c7f86' ? '#4b5563' : look.hair, 5),
  );
  const nose = pathEl('M200 196 Q193 214 203 217', 'none', stroke(look.skinShade, 4));
  const open = expression.mouth;
  const mouth =
    open > 0.05
      ? pathEl(
          `M182 232 Q200 ${n(244 + open * 10)} 218 232 Q200 ${n(236 + open * 2)} 182 232 Z`,
          '#7f1d1d',
          stroke('#7f1d1d', 3),
        )
      : pathEl('M182 232 Q200 246 218 232', 'none', stroke('#9a3412', 5));
  const cheeks =
    circle(158, 220, 13, '#f43f5e', 'fill-opacity="0.13"') + circle(242, 220, 13, '#f43f5e', 'fill-opacity="0.13"');
  const glasses = look.glasses
    ? rect(152, 174, 44, 32, 10, 'none', stroke('#1f2937', 4.5)) +
      rect(204, 174, 44, 32, 10, 'none', stroke('#1f2937', 4.5)) +
      pathEl('M196 188 H204', 'none', stroke('#1f2937', 4.5))
    : '';
  return cheeks + eyes + brows + nose + mouth + glasses;
}

function beard(look: Look): string {
  if (!look.beard) return '';
  return pathEl(
    'M134 186 C138 250 170 272 200 272 C230 272 262 250 266 186 C258 214 244 226 222 226 C212 220 188 220 178 226 C156 226 142 214 134 186 Z',
    look.hair,
  );
}

/** Head and shoulders; `withBackground` fills the square (the site crops it to a circle). */
function avatar(look: Look, expression: Expression = { mouth: 0, blink: false }, withBackground = true): string {
  return [
    withBackground ? rect(0, 0, 400, 400, 0, look.bg) + circle(200, 230, 160, look.bgShape) : '',
    hairBack(look),
    pathEl('M58 400 C58 322 118 292 200 292 C282 292 342 322 342 400 Z', look.shirt),
    pathEl('M172 232 L172 300 Q200 320 228 300 L228 232 Z', look.skin),
    pathEl('M172 246 Q200 280 228 246 L228 232 L172 232 Z', look.skinShade),
    collar(look),
    circle(134, 196, 16, look.skin) +
      circle(266, 196, 16, look.skin) +
      circle(134, 196, 7, look.skinShade) +
      circle(266, 196, 7, look.skinShade),
    pathEl(
      'M132 172 C132 112 164 98 200 98 C236 98 268 112 268 172 C268 230 238 262 200 262 C162 262 132 230 132 172 Z',
      look.skin,
    ),
    beard(look),
    face(look, expression),
    hairFront(look),
  ].join('');
}

function personImage(ref: Reference, width: number): string {
  const key = itemKey(ref.path);
  const name = textOf(ref.owner.name) ?? textOf(ref.owner.reviewer) ?? key;
  const c = new Canvas();
  return c.svg(width, width, 400, 400, avatar(lookFor(key, name)));
}

// ── video posters and frames (drawn in 1600×900) ──

interface VideoStory {
  key: string;
  company: string;
  reviewer: string;
  role: string;
  rating: number;
  quote: string | undefined;
  ordinal: number;
}

function stars(x: number, y: number, count: number, size: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = x + i * size * 1.2 + size / 2;
    const pts = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => {
      const radius = k % 2 ? size * 0.22 : size * 0.5;
      const angle = (Math.PI / 5) * k - Math.PI / 2;
      return `${n(cx + radius * Math.cos(angle))} ${n(y + radius * Math.sin(angle))}`;
    });
    out += pathEl(`M${pts.join(' L')} Z`, color);
  }
  return out;
}

interface SceneState {
  /** 0..1 through the clip. */
  t: number;
  lowerThird: number;
  caption: string[];
  captionOpacity: number;
  expression: Expression;
  bob: number;
}

function videoScene(story: VideoStory, state: SceneState): { c: Canvas; body: string } {
  const a = makeArt(`videos/${story.key}`, undefined, genericDomain, story.ordinal);
  const look = lookFor(`people/${story.key}`, story.reviewer);
  const w = 1600;
  const h = 900;
  const shift = Math.sin(state.t * Math.PI * 2) * 0.08;
  const [deep, mid, high] = a.p.stops;
  const bg = a.c.linear(
    [
      [0, deep],
      [0.6, mid],
      [1, high],
    ],
    0 + shift,
    0,
    1,
    1 - shift,
  );
  const studio = a.c.linear(
    [
      [0, look.bg],
      [1, look.bgShape],
    ],
    0,
    0,
    0,
    1,
  );
  const personClip = a.c.clip(700, 70, 820, 760, 36);
  const lt = state.lowerThird;
  const caption = state.caption.length
    ? rect(
        96,
        700,
        Math.max(...state.caption.map((line) => measure(line, 36))) + 60,
        54 + state.caption.length * 50,
        20,
        '#020617',
        `fill-opacity="${n(0.55 * state.captionOpacity)}"`,
      ) + textBlock(state.caption, 126, 746, 36, 1.35, '#ffffff', { weight: 600, opacity: state.captionOpacity })
    : '';
  const body = [
    rect(0, 0, w, h, 0, bg),
    circle(w * (0.15 + shift), h * 0.1, 520, a.c.glow(a.p.accent2, 0.4)),
    circle(w * (0.9 - shift), h * 1.0, 560, a.c.glow(high, 0.3)),
    rect(700, 70, 820, 760, 36, studio),
    `<g clip-path="${personClip}">${group(avatar(look, state.expression, false), `translate(770 ${n(150 + state.bob)}) scale(1.7)`)}</g>`,
    rect(700, 70, 820, 760, 36, 'none', stroke('#ffffff', 2, 0.3)),
    rect(
      96,
      96,
      210,
      48,
      24,
      '#ffffff',
      'fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1.5"',
    ),
    circle(124, 120, 7, '#ef4444'),
    text(142, 128, 'Client story', 22, '#ffffff', { weight: 600 }),
    group(
      [
        text(96, 300, story.company, fitText(story.company, 560, [76, 64, 54], 1).size, '#ffffff', {
          weight: 800,
          spacing: -1,
        }),
        stars(98, 352, story.rating, 30, BRAND.amber),
        rect(96, 400, 64, 6, 3, BRAND.amber),
        text(96, 462, story.reviewer, 34, '#ffffff', { weight: 700 }),
        ...wrap(story.role, 540, 28, 2, false).lines.map((line, i) =>
          text(96, 506 + i * 38, line, 28, '#ffffff', { weight: 500, opacity: 0.75 }),
        ),
      ].join(''),
      `translate(${n((1 - lt) * -60)} 0)`,
      `opacity="${n(lt)}"`,
    ),
    caption,
  ].join('');
  return { c: a.c, body };
}

function posterImage(story: VideoStory, width: number): string {
  const { c, body } = videoScene(story, {
    t: 0,
    lowerThird: 1,
    caption: [],
    captionOpacity: 0,
    expression: { mouth: 0, blink: false },
    bob: 0,
  });
  const height = Math.round(width / aspectRatios.videos);
  return c.svg(width, height, 1600, 900, body);
}

// ── social results: chart artwork ──

function socialResult(ref: Reference, width: number): string {
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

// ── home hero poster ──

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

function homePoster(width: number): string {
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

// ── generic: an abstract composition for any other group ──

function abstractImage(sitePath: string, group: ImageGroup, width: number): string {
  const a = makeArt(itemKey(sitePath));
  const f = frameFor(group, width);
  let shapes = '';
  for (let i = 0; i < 7; i += 1) {
    shapes += circle(
      between(a.r, 0, f.vw),
      between(a.r, 0, f.vh),
      between(a.r, 80, 320),
      i % 2 ? a.p.accent2 : '#ffffff',
      `fill-opacity="${n(between(a.r, 0.06, 0.2))}"`,
    );
  }
  return a.c.svg(f.width, f.height, f.vw, f.vh, backdrop(a, f.vw, f.vh, 0) + shapes);
}

// ───────────────────────────── brand, logos, og ─────────────────────────────

const FLAME =
  'M32 3 C35 14 47 21 48 36 C49 49 41 58 31 58 C21 58 14 50 14 40 C14 31 19 25 23 20 C23 27 26 31 30 32 C27 23 28 12 32 3 Z';
const FLAME_CORE = 'M32 30 C34 37 41 40 41 47 C41 53 37 56 32 56 C27 56 23 53 23 48 C23 42 29 39 32 30 Z';

/** The ember mark in a 64×64 box. */
function emberMark(c: Canvas): string {
  const fill = c.linear(
    [
      [0, BRAND.amber],
      [0.55, BRAND.ember],
      [1, BRAND.emberDeep],
    ],
    0.3,
    0,
    0.7,
    1,
  );
  return (
    pathEl(FLAME, fill) + pathEl(FLAME_CORE, '#fff7ed', 'fill-opacity="0.92"') + rect(8, 60, 48, 4, 2, BRAND.ember)
  );
}

function logoSvg(textColor: string): string {
  const c = new Canvas();
  const body = [
    group(emberMark(c), 'translate(0 8)'),
    `<text x="78" y="51" font-family="${FONT}" font-size="30" fill="${textColor}" letter-spacing="-0.4"><tspan font-weight="800">Emberline</tspan><tspan font-weight="400" dx="7">Digital</tspan></text>`,
  ].join('');
  return c
    .svg(320, 80, 320, 80, body)
    .replace(/ width="320" height="80"/, ' width="320" height="80" role="img" aria-label="Emberline Digital"');
}

function markSvg(): string {
  const c = new Canvas();
  return c.svg(64, 64, 64, 64, group(emberMark(c), 'translate(4 0) scale(0.88)'));
}

function iconSvg(size: number, rounded: boolean): string {
  const c = new Canvas();
  const bg = c.linear(
    [
      [0, '#1e293b'],
      [1, BRAND.navy],
    ],
    0,
    0,
    1,
    1,
  );
  return c.svg(
    size,
    size,
    64,
    64,
    rect(0, 0, 64, 64, rounded ? 14 : 0, bg) + group(emberMark(c), 'translate(12 9) scale(0.625)'),
  );
}

type LogoMark = (x: number, y: number, s: number) => string;

const logoMarks: readonly LogoMark[] = [
  (x, y, s) =>
    circle(x + s / 2, y + s / 2, s * 0.4, 'none', stroke(BRAND.slate, s * 0.14)) +
    circle(x + s / 2, y + s / 2, s * 0.13, BRAND.slate),
  (x, y, s) =>
    pathEl(
      `M${n(x)} ${n(y + s * 0.9)} L${n(x + s * 0.36)} ${n(y + s * 0.2)} L${n(x + s * 0.6)} ${n(y + s * 0.62)} L${n(x + s * 0.74)} ${n(y + s * 0.4)} L${n(x + s)} ${n(y + s * 0.9)} Z`,
      BRAND.slate,
    ),
  (x, y, s) =>
    [0, 1, 2]
      .map((i) => rect(x + i * s * 0.36, y + s * (0.6 - i * 0.3), s * 0.28, s * (0.4 + i * 0.3), s * 0.06, BRAND.slate))
      .join(''),
  (x, y, s) =>
    pathEl(
      `${hexagon(x + s / 2, y + s / 2, s * 0.5)} ${hexagon(x + s / 2, y + s / 2, s * 0.22)}`,
      BRAND.slate,
      'fill-rule="evenodd"',
    ),
  (x, y, s) =>
    pathEl(
      `M${n(x + s * 0.1)} ${n(y + s * 0.9)} C${n(x + s * 0.1)} ${n(y + s * 0.3)} ${n(x + s * 0.4)} ${n(y)} ${n(x + s)} ${n(y)} C${n(x + s)} ${n(y + s * 0.6)} ${n(x + s * 0.7)} ${n(y + s * 0.9)} ${n(x + s * 0.1)} ${n(y + s * 0.9)} Z`,
      BRAND.slate,
    ),
  (x, y, s) =>
    pathEl(
      `M${n(x)} ${n(y + s * 0.35)} q${n(s / 4)} ${n(-s * 0.25)} ${n(s / 2)} 0 t${n(s / 2)} 0 M${n(x)} ${n(y + s * 0.7)} q${n(s / 4)} ${n(-s * 0.25)} ${n(s / 2)} 0 t${n(s / 2)} 0`,
      'none',
      stroke(BRAND.slate, s * 0.14),
    ),
  (x, y, s) =>
    [0, 1, 2, 3]
      .map((i) =>
        pathEl(
          `M${n(x + s * (i % 2 ? 0.75 : 0.25))} ${n(y + s * (i < 2 ? 0.02 : 0.52))} l${n(s * 0.23)} ${n(s * 0.23)} l${n(-s * 0.23)} ${n(s * 0.23)} l${n(-s * 0.23)} ${n(-s * 0.23)} Z`,
          BRAND.slate,
        ),
      )
      .join(''),
  (x, y, s) =>
    pathEl(
      `M${n(x + s / 2)} ${n(y + s / 2)} V${n(y)} A${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x + s)} ${n(y + s / 2)} Z M${n(x + s / 2)} ${n(y + s / 2)} H${n(x)} A${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x + s / 2)} ${n(y)} Z M${n(x + s / 2)} ${n(y + s / 2)} V${n(y + s)} A${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x)} ${n(y + s / 2)} Z`,
      BRAND.slate,
    ),
  (x, y, s) =>
    pathEl(
      `M${n(x + s * 0.08)} ${n(y + s * 0.15)} L${n(x + s * 0.45)} ${n(y + s / 2)} L${n(x + s * 0.08)} ${n(y + s * 0.85)} M${n(x + s * 0.5)} ${n(y + s * 0.15)} L${n(x + s * 0.87)} ${n(y + s / 2)} L${n(x + s * 0.5)} ${n(y + s * 0.85)}`,
      'none',
      stroke(BRAND.slate, s * 0.15),
    ),
  (x, y, s) =>
    pathEl(
      `M${n(x + s / 2)} ${n(y)} Q${n(x + s * 0.56)} ${n(y + s * 0.44)} ${n(x + s)} ${n(y + s / 2)} Q${n(x + s * 0.56)} ${n(y + s * 0.56)} ${n(x + s / 2)} ${n(y + s)} Q${n(x + s * 0.44)} ${n(y + s * 0.56)} ${n(x)} ${n(y + s / 2)} Q${n(x + s * 0.44)} ${n(y + s * 0.44)} ${n(x + s / 2)} ${n(y)} Z`,
      BRAND.slate,
    ),
  (x, y, s) =>
    rect(x, y, s, s, s * 0.2, 'none', stroke(BRAND.slate, s * 0.13)) +
    pathEl(
      `M${n(x + s * 0.28)} ${n(y + s * 0.72)} L${n(x + s * 0.72)} ${n(y + s * 0.28)}`,
      'none',
      stroke(BRAND.slate, s * 0.13),
    ),
  (x, y, s) =>
    pathEl(`M${n(x)} ${n(y + s * 0.7)} A${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x + s)} ${n(y + s * 0.7)} Z`, BRAND.slate) +
    rect(x, y + s * 0.8, s, s * 0.16, s * 0.08, BRAND.slate),
];

/** Two lines of about equal width; a line never ends with "&". */
function balancedLines(words: readonly string[], widthOf: (line: string) => number): [string, string] {
  let best: [string, string] = [words.join(' '), ''];
  let bestWidth = Infinity;
  for (let split = 1; split < words.length; split += 1) {
    const first = words.slice(0, split).join(' ');
    if (first.endsWith('&')) continue;
    const second = words.slice(split).join(' ');
    const width = Math.max(widthOf(first), widthOf(second));
    if (width < bestWidth) [best, bestWidth] = [[first, second], width];
  }
  return best;
}

/** Client wordmark in a 120×96 box: the mark above (or beside) the name, all in neutral slate. */
function clientLogoSvg(name: string, index: number): string {
  const c = new Canvas();
  const mark = at(logoMarks, index);
  const upper = index % 3 === 1 && name.length <= 16;
  const label = upper ? name.toUpperCase() : name;
  const words = label.split(/\s+/);
  const weight = index % 2 ? 700 : 800;
  const spacing = upper ? 1 : -0.2;
  const widthOf = (t: string, size: number) => measure(t, size) + t.length * spacing;
  const short = at(words, 0);
  const inline = words.length === 1 && widthOf(short, 17) <= 72;
  let body: string;
  if (inline) {
    const tw = widthOf(short, 17);
    const x0 = (120 - (26 + 8 + tw)) / 2;
    body = mark(x0, 35, 26) + text(x0 + 34, 55, short, 17, BRAND.slate, { weight, spacing });
  } else {
    const one = widthOf(label, 14) <= 110;
    const lines = one ? [label] : balancedLines(words, (line) => widthOf(line, 15));
    const size = Math.min(15, ...lines.map((line) => (110 / widthOf(line, 15)) * 15));
    const top = one ? 20 : 12;
    body =
      mark(60 - 14, top, 28) +
      textBlock(lines, 60, top + 28 + 10 + size, size, 1.15, BRAND.slate, { weight, spacing, anchor: 'middle' });
  }
  return c
    .svg(120, 96, 120, 96, body)
    .replace(' width="120" height="96"', ` width="120" height="96" role="img" aria-label="${escapeXml(name)}"`);
}

const pageNames: Record<string, string> = {
  default: 'Software & Digital Agency',
  home: 'Software & Digital Agency',
  about: 'About Us',
  services: 'Our Services',
  portfolio: 'Portfolio',
  contact: 'Contact Us',
  whitelabel: 'White-Label Development',
  process: 'Our Process',
  pricing: 'Pricing Calculator',
  'case-studies': 'Case Studies',
  blog: 'Blog',
  'social-plans': 'Social Media Plans',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};

const tagline = 'Websites, mobile apps, AI automation and growth marketing';

/** The part of the page's SEO title that is neither the brand nor the page name, e.g. "Veteran-Owned Agency in Texas". */
function ogSubtitle(ref: Reference | undefined, name: string): string {
  const title = (ref && (textOf(ref.owner.ogTitle) ?? textOf(ref.owner.title))) ?? '';
  const parts = title
    .split(/\s[|–—]\s/)
    .map((part) => part.trim())
    .filter((part) => part && !/^emberline( digital)?$/i.test(part) && part.toLowerCase() !== name.toLowerCase());
  return parts[0] ?? tagline;
}

function ogImage(key: string, ref: Reference | undefined): string {
  const c = new Canvas();
  const w = 1200;
  const h = 630;
  const name = pageNames[key] ?? ogSubtitle(ref, '');
  const subtitle = ogSubtitle(ref, name);
  const title = fitText(name, 720, [84, 72, 62], 2);
  const sub = wrap(subtitle, 700, 30, 2, false).lines;
  const shift = (hash(key) % 5) * 24;
  const cx = 1062;
  const cy = 336;
  const arcs = [0, 1, 2, 3, 4]
    .map((i) => circle(cx, cy, 150 + i * 72, 'none', stroke(i % 2 ? BRAND.amber : '#ffffff', 2, 0.14 - i * 0.02)))
    .join('');
  const titleY = 300 - (title.lines.length - 1) * title.size * 0.55;
  const body = [
    rect(
      0,
      0,
      w,
      h,
      0,
      c.linear(
        [
          [0, '#0b1120'],
          [1, '#1a2238'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(cx - shift, h + 40, 560, c.glow(BRAND.ember, 0.5)),
    circle(80 + shift, -40, 420, c.glow('#6366f1', 0.22)),
    arcs,
    group(emberMark(c), `translate(${cx - 102} ${cy - 104}) scale(3.2)`),
    group(emberMark(c), 'translate(80 64) scale(0.8)'),
    `<text x="144" y="103" font-family="${FONT}" font-size="32" fill="#ffffff"><tspan font-weight="800">Emberline</tspan><tspan font-weight="400" dx="8">Digital</tspan></text>`,
    textBlock(title.lines, 80, titleY, title.size, 1.08, '#ffffff', { weight: 800, spacing: -1.5 }),
    textBlock(sub, 80, titleY + (title.lines.length - 1) * title.size * 1.08 + 64, 30, 1.3, '#ffffff', {
      weight: 500,
      opacity: 0.78,
    }),
    rect(80, 538, 60, 6, 3, BRAND.ember),
    text(160, 548, 'emberline.dev', 26, '#ffffff', { weight: 600, opacity: 0.85 }),
    rect(
      0,
      h - 8,
      w,
      8,
      0,
      c.linear(
        [
          [0, BRAND.amber],
          [0.5, BRAND.ember],
          [1, BRAND.emberDeep],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  ].join('');
  return c.svg(w, h, w, h, body);
}

// ───────────────────────────── output ─────────────────────────────

interface Job {
  label: string;
  /** Files (relative to public/) this job writes. */
  outputs: string[];
  run: () => Promise<void>;
}

const stats = { written: 0, bytes: 0, skipped: 0 };

function write(relative: string, data: Buffer | string): void {
  if (previewDir) return writePreview(relative, data);
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  stats.written += 1;
  stats.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
}

const previews: Promise<unknown>[] = [];

/** --preview: every image becomes one PNG named after its site path. */
function writePreview(relative: string, data: Buffer | string): void {
  const name = relative
    .replace(/^images\//, '')
    .replace(/\//g, '_')
    .replace(/\.[a-z0-9]+$/, '.png');
  mkdirSync(path.resolve(previewDir ?? '.'), { recursive: true });
  const file = path.join(path.resolve(previewDir ?? '.'), name);
  if (typeof data === 'string') previews.push(sharp(Buffer.from(data), { density: 288 }).png().toFile(file));
  else writeFileSync(file, data);
  stats.written += 1;
}

function rel(sitePath: string): string {
  return sitePath.replace(/^\//, '');
}

/** Every width of a site WebP in WebP and AVIF, plus the canonical WebP at the widest width. */
function rasterJob(sitePath: string, group: ImageGroup, draw: (width: number) => string): Job {
  const variants = imageVariants(sitePath);
  const widest = Math.max(...variantWidths[group]);
  const outputs = [rel(sitePath), ...variants.flatMap((v) => [rel(v.webp), rel(v.avif)])];
  return {
    label: sitePath,
    outputs,
    run: async () => {
      const master = await sharp(Buffer.from(draw(widest)))
        .png()
        .toBuffer();
      if (previewDir) return write(rel(sitePath), master);
      for (const variant of variants) {
        const height = Math.round(variant.width / aspectRatios[group]);
        const resized =
          variant.width === widest
            ? sharp(master)
            : sharp(master).resize(variant.width, height, { kernel: 'lanczos3' });
        const png = await resized.png().toBuffer();
        const webp = await sharp(png).webp(WEBP).toBuffer();
        write(rel(variant.webp), webp);
        write(rel(variant.avif), await sharp(png).avif(AVIF).toBuffer());
        if (variant.width === widest) write(rel(sitePath), webp);
      }
      if (variants.length === 0) await writeSingleRaster(sitePath, master);
    },
  };
}

async function writeSingleRaster(sitePath: string, master: Buffer): Promise<void> {
  const ext = path.extname(sitePath);
  const image = sharp(master);
  const data =
    ext === '.png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : ext === '.jpg'
        ? await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
        : await image.webp(WEBP).toBuffer();
  write(rel(sitePath), data);
}

/** PNG for og cards: a 256-colour palette when it is much smaller and still smooth, else full colour. */
async function writePng(relative: string, svg: () => string): Promise<void> {
  const master = await sharp(Buffer.from(svg())).png().toBuffer();
  const full = await sharp(master).png({ compressionLevel: 9 }).toBuffer();
  const indexed = await sharp(master).png({ compressionLevel: 9, palette: true, quality: 100, dither: 0.5 }).toBuffer();
  write(relative, indexed.length < full.length * 0.7 ? indexed : full);
}

function svgJob(relative: string, svg: () => string): Job {
  return { label: `/${relative}`, outputs: [relative], run: async () => write(relative, svg()) };
}

// ── video ──

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

function storyFor(ref: Reference, all: readonly SeedData[]): VideoStory {
  const doc = ref.doc;
  const company = textOf(doc.company) ?? 'Client';
  const reviewer = textOf(doc.reviewer) ?? '';
  return {
    key: path.basename(ref.path).replace(/\.[a-z0-9]+$/, ''),
    company,
    reviewer,
    role: textOf(doc.role) ?? '',
    rating: typeof doc.rating === 'number' ? doc.rating : 5,
    quote: findQuote(all, reviewer, company),
    ordinal: ordinalOf(ref),
  };
}

/** A quote said by the reviewer (or about the company) anywhere in the content, if there is one. */
function findQuote(all: readonly SeedData[], reviewer: string, company: string): string | undefined {
  let found: string | undefined;
  const visit = (value: unknown): void => {
    if (found) return;
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isRecord(value)) return;
    const who = textOf(value.name) ?? textOf(value.author) ?? textOf(value.reviewer);
    const where = `${textOf(value.company) ?? ''} ${textOf(value.role) ?? ''} ${textOf(value.position) ?? ''} ${textOf(value.title) ?? ''}`;
    const quote = textOf(value.quote) ?? textOf(value.text);
    if (quote && ((reviewer && who === reviewer) || (company && where.includes(company)))) {
      found = quote;
      return;
    }
    Object.values(value).forEach(visit);
  };
  all.forEach((seed) => Object.values(seed.collections).forEach(visit));
  return found;
}

/**
 * Caption pages shown one after another: the first sentences of a quote by the reviewer when the content has one;
 * otherwise facts of the testimonial itself (no words are put in the reviewer's mouth).
 */
function captionPages(story: VideoStory): string[][] {
  if (!story.quote) {
    return [
      [story.reviewer, `${story.role}, ${story.company}`].filter(Boolean),
      [`Rated ${story.rating} out of 5`],
      [`${story.company} × Emberline Digital`],
    ].map((page) => page.flatMap((line) => wrap(line, 940, 36, 1, false).lines));
  }
  const source = (story.quote.match(/[^.!?]+[.!?]+/g) ?? [story.quote]).slice(0, 3).join(' ');
  const lines = wrap(source.trim(), 940, 36, 99, false).lines;
  const pages: string[][] = [];
  for (let i = 0; i < lines.length && pages.length < 4; i += 2) pages.push(lines.slice(i, i + 2));
  return pages;
}

function endCard(t: number): string {
  const c = new Canvas();
  const bg = c.linear(
    [
      [0, '#020617'],
      [1, '#1e293b'],
    ],
    0,
    0,
    1,
    1,
  );
  const body = [
    rect(0, 0, 1600, 900, 0, bg),
    circle(800, 450, 520, c.glow(BRAND.ember, 0.3)),
    group(emberMark(c), 'translate(560 330) scale(2.4)'),
    `<text x="740" y="470" font-family="${FONT}" font-size="72" fill="#ffffff"><tspan font-weight="800">Emberline</tspan><tspan font-weight="400" dx="14">Digital</tspan></text>`,
    text(744, 540, 'emberline.dev', 34, '#ffffff', { weight: 500, opacity: 0.7 }),
  ].join('');
  return c.svg(VIDEO.width, VIDEO.height, 1600, 900, group(body, '', `opacity="${n(t)}"`));
}

function smooth(x: number): number {
  const v = Math.min(1, Math.max(0, x));
  return v * v * (3 - 2 * v);
}

function frameSvg(story: VideoStory, pages: readonly string[][], frame: number, total: number): string {
  const seconds = frame / VIDEO.fps;
  const endStart = VIDEO.seconds - 1.2;
  const captionStart = 1.0;
  const perPage = (endStart - 0.2 - captionStart) / Math.max(1, pages.length);
  const pageIndex = Math.floor((seconds - captionStart) / perPage);
  const within = (seconds - captionStart) / perPage - pageIndex;
  const speaking = seconds > captionStart && seconds < endStart - 0.2;
  const state: SceneState = {
    t: frame / total,
    lowerThird: smooth((seconds - 0.2) / 0.6),
    caption: speaking ? (pages[pageIndex] ?? []) : [],
    captionOpacity: Math.min(smooth(within / 0.12), smooth((1 - within) / 0.12)),
    expression: {
      mouth: speaking ? Math.abs(Math.sin(seconds * 11)) * (0.6 + 0.4 * Math.sin(seconds * 3.1)) : 0,
      blink: Math.abs(seconds - 2.2) < 0.06 || Math.abs(seconds - 4.6) < 0.06,
    },
    bob: Math.sin(seconds * 1.7) * 4,
  };
  if (seconds >= endStart) {
    const fade = smooth((seconds - endStart) / 0.4);
    const { c, body } = videoScene(story, state);
    const scene = c.svg(VIDEO.width, VIDEO.height, 1600, 900, body);
    return fade >= 1 ? endCard(1) : scene.replace('</svg>', `${endCardOverlay(fade)}</svg>`);
  }
  const { c, body } = videoScene(story, state);
  return c.svg(VIDEO.width, VIDEO.height, 1600, 900, body);
}

/** The end card drawn over a scene while fading in (kept as a nested SVG so ids stay unique). */
function endCardOverlay(opacity: number): string {
  return endCard(opacity)
    .replace('<svg ', '<svg x="0" y="0" ')
    .replace(/ width="\d+" height="\d+"/, ' width="1600" height="900"')
    .replace(/id="(lg|rg)(\d+)"/g, 'id="end$1$2"')
    .replace(/url\(#(lg|rg)(\d+)\)/g, 'url(#end$1$2)');
}

/** Renders the frames and pipes them into ffmpeg; returns the MP4 (written to a temporary file for +faststart). */
async function encodeVideo(story: VideoStory, crf: number): Promise<Buffer> {
  const total = VIDEO.fps * VIDEO.seconds;
  const pages = captionPages(story);
  const scratch = mkdtempSync(path.join(tmpdir(), 'emberline-video-'));
  const file = path.join(scratch, 'clip.mp4');
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${VIDEO.width}x${VIDEO.height}`,
      '-r',
      String(VIDEO.fps),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (let frame = 0; frame < total; frame += 1) {
    const raw = await sharp(Buffer.from(frameSvg(story, pages, frame, total)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(raw)) await new Promise<void>((resolve) => ffmpeg.stdin.once('drain', () => resolve()));
  }
  ffmpeg.stdin.end();
  try {
    await done;
    return readFileSync(file);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function videoJob(ref: Reference, all: readonly SeedData[], ffmpeg: boolean): Job | undefined {
  const relative = rel(ref.path);
  if (!ffmpeg) {
    console.log(`notice: ffmpeg is not installed; skipping ${ref.path} (the committed file is used)`);
    return undefined;
  }
  if (previewDir) return undefined;
  const story = storyFor(ref, all);
  return {
    label: ref.path,
    outputs: [relative],
    run: async () => {
      for (const crf of [26, 30, 34, 38]) {
        const data = await encodeVideo(story, crf);
        if (data.length <= VIDEO.maxBytes || crf === 38) {
          write(relative, data);
          return;
        }
      }
    },
  };
}

// ───────────────────────────── planning ─────────────────────────────

async function loadSeeds(): Promise<SeedData[]> {
  const names = readdirSync(seedDir).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts',
  );
  const seeds: SeedData[] = [];
  for (const name of names.sort()) {
    try {
      const mod = (await import(pathToFileURL(path.join(seedDir, name)).href)) as { default?: unknown };
      if (!isRecord(mod.default)) throw new Error('no default export object');
      const collections: Record<string, unknown[]> = {};
      for (const [collection, docs] of Object.entries(mod.default))
        if (Array.isArray(docs)) collections[collection] = docs;
      seeds.push({ file: name, collections });
    } catch (error) {
      console.warn(
        `warning: could not load seed file ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
  }
  return seeds;
}

function groupOf(sitePath: string): string {
  return sitePath.split('/')[2] ?? '';
}

function isImageGroup(value: string): value is ImageGroup {
  return value in variantWidths;
}

function imageJob(ref: Reference, all: readonly SeedData[]): Job | undefined {
  const sitePath = ref.path;
  const group = groupOf(sitePath);
  if (!isImageGroup(group)) {
    console.warn(`warning: ${sitePath} is not in a known image group; skipped`);
    return undefined;
  }
  if (group === 'og') {
    const key = path.basename(sitePath, '.png');
    return { label: sitePath, outputs: [rel(sitePath)], run: () => writePng(rel(sitePath), () => ogImage(key, ref)) };
  }
  if (group === 'logos')
    return svgJob(rel(sitePath), () =>
      clientLogoSvg(labelOf(ref.owner) || path.basename(sitePath, '.svg'), logoIndex(ref)),
    );
  if (group === 'brand')
    return svgJob(rel(sitePath), () =>
      sitePath.includes('dark') ? logoSvg('#ffffff') : sitePath.includes('mark') ? markSvg() : logoSvg(BRAND.navy),
    );
  return rasterJob(sitePath, group, (width) => drawRaster(ref, group, width, all));
}

function logoIndex(ref: Reference): number {
  return typeof ref.owner.order === 'number' ? ref.owner.order : hash(ref.path);
}

function drawRaster(ref: Reference, group: ImageGroup, width: number, all: readonly SeedData[]): string {
  const gallery = galleryIndex(ref.path);
  switch (group) {
    case 'projects':
    case 'case-studies':
      return gallery ? projectGallery(ref, width, gallery) : projectCover(ref, width);
    case 'services':
      return ref.path.endsWith('-secondary.webp') ? serviceSecondary(ref, width) : servicePrimary(ref, width);
    case 'blog':
      return blogImage(ref, width);
    case 'people':
      return personImage(ref, width);
    case 'videos':
      return posterImage(storyFor(ref, all), width);
    case 'social':
      return socialResult(ref, width);
    case 'home':
      return ref.path.includes('hero') ? homePoster(width) : abstractImage(ref.path, group, width);
    default:
      return abstractImage(ref.path, group, width);
  }
}

function fixedJobs(refs: Map<string, Reference>): Job[] {
  const jobs: Job[] = [
    svgJob('images/brand/logo.svg', () => logoSvg(BRAND.navy)),
    svgJob('images/brand/logo-dark.svg', () => logoSvg('#ffffff')),
    svgJob('images/brand/mark.svg', markSvg),
    svgJob('icon.svg', () => iconSvg(64, true)),
    {
      label: '/apple-icon.png',
      outputs: ['apple-icon.png'],
      run: () => writePng('apple-icon.png', () => iconSvg(180, false)),
    },
  ];
  if (!refs.has('/images/og/default.png')) {
    jobs.push({
      label: '/images/og/default.png',
      outputs: ['images/og/default.png'],
      run: () => writePng('images/og/default.png', () => ogImage('default', undefined)),
    });
  }
  return jobs;
}

async function runPool(jobs: readonly Job[], size: number): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!job) continue;
      await job.run();
      done += 1;
      if (done % 20 === 0 || done === jobs.length) console.log(`  ${done}/${jobs.length} ${job.label}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, size) }, worker));
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

function pruneUnreferenced(expected: ReadonlySet<string>): void {
  const stale = [...listFiles(path.join(publicDir, 'images')), ...listFiles(path.join(publicDir, 'videos'))].filter(
    (file) => !expected.has(path.relative(publicDir, file)),
  );
  if (stale.length === 0) return;
  if (!prune) {
    console.log(
      `${stale.length} file(s) under public/images or public/videos are not referenced by any content (run with --prune to delete them)`,
    );
    return;
  }
  for (const file of stale) unlinkSync(file);
  console.log(`pruned ${stale.length} unreferenced file(s)`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const seeds = await loadSeeds();
  const refs = collect(seeds);
  const ffmpeg = hasFfmpeg();
  const jobs: Job[] = [...fixedJobs(refs)];
  for (const ref of refs.values()) {
    const job = ref.path.startsWith('/videos/') ? videoJob(ref, seeds, ffmpeg) : imageJob(ref, seeds);
    if (job) jobs.push(job);
  }
  const expected = new Set(jobs.flatMap((job) => job.outputs));
  if (!ffmpeg) for (const ref of refs.values()) if (ref.path.startsWith('/videos/')) expected.add(rel(ref.path));
  const selected = jobs.filter((job) => !only || job.label.includes(only));
  const pending = selected.filter(
    (job) => force || previewDir || job.outputs.some((output) => !existsSync(path.join(publicDir, output))),
  );
  stats.skipped = selected.length - pending.length;
  console.log(
    `${seeds.length} seed file(s), ${refs.size} referenced path(s); ${pending.length} to generate, ${stats.skipped} up to date`,
  );
  await runPool(pending, Math.min(4, availableParallelism()));
  await Promise.all(previews);
  if (!only && !previewDir) pruneUnreferenced(expected);
  const total = [...listFiles(path.join(publicDir, 'images')), ...listFiles(path.join(publicDir, 'videos'))].reduce(
    (sum, file) => sum + statSync(file).size,
    0,
  );
  console.log(
    `wrote ${stats.written} file(s) (${formatBytes(stats.bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`public/images + public/videos: ${formatBytes(total)}`);
  if (total > BUDGET_BYTES) console.warn(`warning: over the ${formatBytes(BUDGET_BYTES)} budget for committed media`);
}

await main();
