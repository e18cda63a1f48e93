/**
 * Every site image under public/images is stored once per width, in WebP and AVIF, next to the path the content
 * refers to: `/images/projects/p11.webp` (the widest WebP) has `/images/projects/p11-480.avif`,
 * `/images/projects/p11-480.webp`, … beside it. The generator and the <picture> markup both use these rules.
 */
export type ImageGroup =
  | 'projects'
  | 'services'
  | 'case-studies'
  | 'blog'
  | 'people'
  | 'videos'
  | 'social'
  | 'home'
  | 'about'
  | 'og'
  | 'logos'
  | 'brand';

/** Width variants per group (the last is the width of the canonical file). Empty for vector and og images. */
export const variantWidths: Record<ImageGroup, readonly number[]> = {
  projects: [400, 800, 1200],
  services: [400, 800, 1200],
  'case-studies': [400, 800, 1200],
  blog: [400, 800, 1200],
  home: [640, 960, 1280],
  about: [400, 800, 1200],
  social: [400, 800],
  people: [96, 192],
  videos: [480, 960],
  og: [],
  logos: [],
  brand: [],
};

/** Aspect ratio (width / height) of the artwork of each group. */
export const aspectRatios: Record<ImageGroup, number> = {
  projects: 16 / 10,
  services: 16 / 10,
  'case-studies': 16 / 10,
  blog: 16 / 9,
  home: 16 / 9,
  about: 16 / 10,
  social: 16 / 10,
  people: 1,
  videos: 16 / 9,
  og: 1200 / 630,
  logos: 120 / 96,
  brand: 4,
};

const sitePath = /^\/images\/([a-z-]+)\/([a-z0-9/_-]+)\.(webp|png|jpg|svg)$/;

export function imageGroup(path: string): ImageGroup | undefined {
  const group = sitePath.exec(path)?.[1];
  return group && group in variantWidths ? (group as ImageGroup) : undefined;
}

export interface ImageVariant {
  width: number;
  avif: string;
  webp: string;
}

/** The width variants of a site image, narrowest first; empty for external URLs, SVGs and og images. */
export function imageVariants(path: string): ImageVariant[] {
  const match = sitePath.exec(path);
  const group = imageGroup(path);
  if (!match || !group || match[3] !== 'webp') return [];
  const base = path.slice(0, -'.webp'.length);
  return variantWidths[group].map((width) => ({ width, avif: `${base}-${width}.avif`, webp: `${base}-${width}.webp` }));
}
