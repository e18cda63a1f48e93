/** Testimonial video scenes (drawn in 1600×900): the poster image, and each frame of the clip (see video.ts). */
import { aspectRatios } from '../../src/lib/images';
import { BRAND } from './config';
import { avatar, lookFor, type Expression } from './motif-people';
import { genericDomain, makeArt } from './palettes';
import { Canvas, circle, group, pathEl, rect, stroke, text, textBlock } from './svg';
import { fitText, measure, wrap } from './text-measure';
import { n } from './utils';

export interface VideoStory {
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

export interface SceneState {
  /** 0..1 through the clip. */
  t: number;
  lowerThird: number;
  caption: string[];
  captionOpacity: number;
  expression: Expression;
  bob: number;
}

export function videoScene(story: VideoStory, state: SceneState): { c: Canvas; body: string } {
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

export function posterImage(story: VideoStory, width: number): string {
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
