/** The agency's own marks (logo, icon), the neutral client wordmarks and the og cards. */
import { BRAND, FONT } from './config';
import { hexagon } from './interface-parts';
import type { Reference } from './references';
import { Canvas, circle, group, pathEl, rect, stroke, text, textBlock } from './svg';
import { fitText, measure, wrap } from './text-measure';
import { at, escapeXml, hash, n, textOf } from './utils';

const FLAME =
  'M32 3 C35 14 47 21 48 36 C49 49 41 58 31 58 C21 58 14 50 14 40 C14 31 19 25 23 20 C23 27 26 31 30 32 C27 23 28 12 32 3 Z';
const FLAME_CORE = 'M32 30 C34 37 41 40 41 47 C41 53 37 56 32 56 C27 56 23 53 23 48 C23 42 29 39 32 30 Z';

/** The ember mark in a 64×64 box. */
export function emberMark(c: Canvas): string {
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

export function logoSvg(textColor: string): string {
  const c = new Canvas();
  const body = [
    group(emberMark(c), 'translate(0 8)'),
    `<text x="78" y="51" font-family="${FONT}" font-size="30" fill="${textColor}" letter-spacing="-0.4"><tspan font-weight="800">Emberline</tspan><tspan font-weight="400" dx="7">Digital</tspan></text>`,
  ].join('');
  return c
    .svg(320, 80, 320, 80, body)
    .replace(/ width="320" height="80"/, ' width="320" height="80" role="img" aria-label="Emberline Digital"');
}

export function markSvg(): string {
  const c = new Canvas();
  return c.svg(64, 64, 64, 64, group(emberMark(c), 'translate(4 0) scale(0.88)'));
}

export function iconSvg(size: number, rounded: boolean): string {
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
export function clientLogoSvg(name: string, index: number): string {
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

export function ogImage(key: string, ref: Reference | undefined): string {
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
