import 'server-only';
import { seedImage } from '@/components/site/picture';
import { articleImageSources, type ArticleImage } from '@/lib/article';
import type { Locale } from '@/lib/locales';
import { parseMediaPath } from '@/lib/media-url';
import { libraryImage } from '@/features/media/picture';
import { mediaItemAt } from '@/server/media/published';

/**
 * The images of an article that the site can serve in several widths, by the address the article holds: a media
 * library image (any of its addresses: the editor stores the canonical one, an older article may hold a variant) with
 * its alt text in the reader's language, or a seed image (`/images/…`) with its group's widths. Looked up when the page
 * is drawn, so every article — also one saved before images were served this way — gets the same markup, and an image
 * replaced or described anew in the library shows its new self. Others (an https address) stay a plain lazy <img>.
 */
export async function articleImages(content: string, locale: Locale): Promise<Map<string, ArticleImage>> {
  const found = new Map<string, ArticleImage>();
  for (const src of new Set(articleImageSources(content))) {
    if (parseMediaPath(src)) {
      const item = await mediaItemAt(src);
      if (item) found.set(src, { image: libraryImage(item), alt: item.alt[locale] ?? item.alt.en });
    } else if (src.startsWith('/images/')) {
      const image = seedImage(src);
      if (image.variants.length) found.set(src, { image });
    }
  }
  return found;
}
