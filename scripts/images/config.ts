import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const publicDir = path.join(root, 'public');
export const seedDir = path.join(root, 'src/content/seed');

// Flags are read here, not in generate.ts, because output.ts and video.ts need --preview too.
const argv = process.argv.slice(2);
export const force = argv.includes('--force');
export const prune = argv.includes('--prune');
export const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
export const previewDir = argv.find((arg) => arg.startsWith('--preview='))?.slice('--preview='.length);

export const WEBP = { quality: 78, effort: 6, smartSubsample: true } as const;
export const AVIF = { quality: 50, effort: 4 } as const;
export const FONT = 'Inter, Arial, Helvetica, sans-serif';
export const BRAND = { ember: '#f97316', emberDeep: '#ea580c', amber: '#fbbf24', navy: '#0f172a', slate: '#475569' };
/** Committed images and videos together must stay below this. */
export const BUDGET_BYTES = 40 * 1024 * 1024;
export const VIDEO = { width: 640, height: 360, fps: 24, seconds: 7, maxBytes: 600 * 1024 } as const;
