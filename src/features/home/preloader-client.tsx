'use client';

import { useEffect } from 'react';
import { warmImages } from './warm-images';

export interface HomePreloaderProps {
  /** The images to warm, each once. */
  images: string[];
  /** The `sizes` of the cards that show them. */
  sizes: string;
}

/**
 * The home page's image preloader on a Next.js page (a draft's preview): warmImages once the page is hydrated. The
 * islands renderer starts it from the site's script instead (src/site/scripts/home-preloader.ts), with no React root.
 */
export function HomePreloader({ images, sizes }: HomePreloaderProps) {
  useEffect(() => warmImages(images, sizes), [images, sizes]);
  return null;
}
