/** Which files to write: one job per referenced path (plus the fixed brand files), run a few at a time. */
import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { variantWidths, type ImageGroup } from '../../src/lib/images';
import { clientLogoSvg, iconSvg, logoSvg, markSvg, ogImage } from './brand';
import { BRAND, prune, publicDir, seedDir } from './config';
import { blogImage } from './motif-blog';
import { abstractImage } from './motif-generic';
import { homePoster } from './motif-home';
import { personImage } from './motif-people';
import { projectCover, projectGallery } from './motif-projects';
import { servicePrimary, serviceSecondary } from './motif-services';
import { socialResult } from './motif-social';
import { posterImage } from './motif-video';
import { rasterJob, rel, svgJob, writePng, type Job } from './output';
import { galleryIndex, labelOf, type Reference, type SeedData } from './references';
import { hash, isRecord } from './utils';
import { storyFor } from './video';

export async function loadSeeds(): Promise<SeedData[]> {
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

export function imageJob(ref: Reference, all: readonly SeedData[]): Job | undefined {
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

export function fixedJobs(refs: Map<string, Reference>): Job[] {
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

export async function runPool(jobs: readonly Job[], size: number): Promise<void> {
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

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

export function pruneUnreferenced(expected: ReadonlySet<string>): void {
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
