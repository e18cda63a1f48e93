/**
 * Generates every image and video the seed content refers to, locally and deterministically (no network):
 *
 *   npx tsx scripts/images/generate.ts [--force] [--prune] [--only=<text>]
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
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { BUDGET_BYTES, force, only, previewDir, publicDir } from './config';
import { previews, rel, stats, type Job } from './output';
import { fixedJobs, imageJob, listFiles, loadSeeds, pruneUnreferenced, runPool } from './planning';
import { collect } from './references';
import { formatBytes } from './utils';
import { hasFfmpeg, videoJob } from './video';

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
