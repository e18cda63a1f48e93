import { getLocale } from 'next-intl/server';
import { PictureView, seedImage, type ResolvedImage } from '@/components/site/picture';
import { isLocale } from '@/lib/locales';
import { parseMediaPath, variantPath } from '@/lib/media-url';
import type { MediaItem } from '@/server/media/library';
import { mediaItemAt, replacedSeedItem } from '@/server/media/published';

/**
 * A site image as <picture> (components/site/picture.tsx). Seed images (`/images/…`) have their widths by group; media
 * library images (`/media/…`) have the widths their upload allowed, their own proportions, a blurred placeholder while
 * they load, their focal point kept in view by `object-cover` crops, and their alt text per language.
 *
 * `alt` is the page's own description of the image, `''` where it is decorative (a card beside its title). The
 * library's alt text, written for this very image, wins over the page's words (which may describe the image it
 * replaced); a decorative image stays decorative.
 */
export async function Picture({
  src,
  ...props
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  // A seed image named by its `/images/…` address is drawn from the library once its file was replaced there.
  const item = parseMediaPath(src) ? await mediaItemAt(src) : await replacedSeedItem(src);
  const image = item ? libraryImage(item) : seedImage(src);
  const alt = props.alt && item ? ((await libraryAlt(item)) ?? props.alt) : props.alt;
  return (
    <PictureView
      image={image}
      alt={alt}
      sizes={props.sizes}
      priority={props.priority}
      className={props.className}
      imgClassName={props.imgClassName}
    />
  );
}

/**
 * An image still being made into variants shows its master (upright, without metadata) until they are ready, by its
 * canonical address (never cached while it is the master). Ready, every address names its revision, so a replaced
 * file is a new address.
 */
export function libraryImage(item: MediaItem): ResolvedImage {
  const ready = item.status === 'ready';
  const width = ready ? item.widths.at(-1)! : item.width;
  return {
    src: ready ? variantPath(item.id, item.name, width, 'webp', item.revision) : item.path,
    variants: ready
      ? item.widths.map((w) => ({
          width: w,
          avif: variantPath(item.id, item.name, w, 'avif', item.revision),
          webp: variantPath(item.id, item.name, w, 'webp', item.revision),
        }))
      : [],
    width,
    height: Math.round((width * item.height) / item.width),
    objectPosition: `${Math.round(item.focal.x * 100)}% ${Math.round(item.focal.y * 100)}%`,
    placeholder: item.placeholder,
  };
}

async function libraryAlt(item: MediaItem): Promise<string | undefined> {
  const locale = await getLocale().catch(() => 'en');
  return (isLocale(locale) ? item.alt[locale] : undefined) ?? item.alt.en;
}
