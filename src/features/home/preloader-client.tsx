'use client';

import { useEffect } from 'react';
import { preloadInBatches, shouldPreload } from '@/lib/preload';

export interface PreloadImage {
  srcSet: string;
  sizes: string;
}

function loadImage({ srcSet, sizes }: PreloadImage): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`preload failed: ${srcSet.split(' ')[0]}`));
    image.sizes = sizes;
    image.srcset = srcSet;
  });
}

/**
 * After the home page has loaded and the browser is idle (or after 1 s), warms the cache with the images of the
 * portfolio, services, case studies and logos, 5 at a time with 100 ms pauses — unless the visitor saves data.
 */
export function HomePreloader({ images }: { images: PreloadImage[] }) {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
      .connection;
    if (!shouldPreload(connection)) return;
    let cancelled = false;
    const byKey = new Map(images.map((image) => [image.srcSet, image]));
    const start = () => {
      if (cancelled) return;
      void preloadInBatches([...byKey.keys()], (key) => loadImage(byKey.get(key)!));
    };
    const afterLoad = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1000 });
      else setTimeout(start, 1000);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', afterLoad);
    };
  }, [images]);
  return null;
}
