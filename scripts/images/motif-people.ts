/** People: illustrated avatars, drawn in a 400×400 box. */
import { itemKey, type Reference } from './references';
import { Canvas, circle, pathEl, rect, stroke } from './svg';
import { choose, hash, n, random, textOf } from './utils';

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

export function lookFor(key: string, name: string): Look {
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

export interface Expression {
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
export function avatar(look: Look, expression: Expression = { mouth: 0, blink: false }, withBackground = true): string {
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

export function personImage(ref: Reference, width: number): string {
  const key = itemKey(ref.path);
  const name = textOf(ref.owner.name) ?? textOf(ref.owner.reviewer) ?? key;
  const c = new Canvas();
  return c.svg(width, width, 400, 400, avatar(lookFor(key, name)));
}
