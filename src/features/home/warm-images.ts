import { imageVariants } from '@/lib/images';
import { preloadInBatches, shouldPreload } from '@/lib/preload';

/** What the home page's image preloader warms (src/site/components/home-preloader.astro). */
export interface HomePreloaderProps {
  /** The images to warm, each once. */
  images: string[];
  /** The `sizes` of the cards that show them. */
  sizes: string;
}

/** Loads the variant the page's <picture> would pick (AVIF at the `sizes` width), so later pages find it cached. */
function loadImage(src: string, sizes: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`preload failed: ${src}`));
    image.sizes = sizes;
    image.srcset = imageVariants(src)
      .map((variant) => `${variant.avif} ${variant.width}w`)
      .join(', ');
  });
}

/**
 * After the home page has loaded and the browser is idle (or after 1 s), warms the cache with the images of the
 * portfolio, services, case studies and logos, 5 at a time with 100 ms pauses — unless the visitor saves data.
 * Returns what stops it before it starts.
 */
export function warmImages(images: readonly string[], sizes: string): () => void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (!shouldPreload(connection)) return () => {};
  let cancelled = false;
  const start = () => {
    if (cancelled) return;
    void preloadInBatches(images, (src) => loadImage(src, sizes));
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
}
