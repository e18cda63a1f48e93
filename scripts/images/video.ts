/** Testimonial videos: frames drawn with motif-video.ts, piped into ffmpeg as H.264. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { emberMark } from './brand';
import { BRAND, FONT, previewDir, VIDEO } from './config';
import { videoScene, type SceneState, type VideoStory } from './motif-video';
import { rel, write, type Job } from './output';
import { ordinalOf, type Reference, type SeedData } from './references';
import { Canvas, circle, group, rect, text } from './svg';
import { wrap } from './text-measure';
import { isRecord, n, textOf } from './utils';

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

export function storyFor(ref: Reference, all: readonly SeedData[]): VideoStory {
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

export function videoJob(ref: Reference, all: readonly SeedData[], ffmpeg: boolean): Job | undefined {
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
