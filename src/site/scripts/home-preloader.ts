import { warmImages } from '@/features/home/warm-images';

/**
 * The home page's image preloader on the islands renderer: the images and sizes its `[data-warm-images]` element
 * names (src/site/components/home-preloader.astro), warmed after load (warmImages). Loaded by the site's script only on
 * a page that has one.
 */
for (const element of document.querySelectorAll<HTMLElement>('[data-warm-images]')) {
  const images = JSON.parse(element.dataset.warmImages ?? '[]') as string[];
  warmImages(images, element.dataset.sizes ?? '');
}
