import { PictureView, seedImage, type ResolvedImage } from '@/components/site/picture';
import type { Locale } from '@/lib/locales';
import { variantPath } from '@/lib/media-url';
import type { MediaItem } from '@/server/media/library';
import { libraryItemIn, mediaIndex } from '@/server/media/published';

/** How a page draws its images: the library as it was when the page's render began, in the page's language. */
export interface Images {
  /** The image an address names and the alt text to give it (see Picture). */
  resolve(src: string, alt: string): { image: ResolvedImage; alt: string };
}

/**
 * The images of a render in `locale`: the library is read once (src/server/media/published.ts), so the views that draw
 * pictures stay synchronous and either renderer can draw them.
 */
export async function imagesFor(locale: Locale): Promise<Images> {
  return imagesIn(await mediaIndex(), locale);
}

/** The images of a render in `locale`, from the library's items by id (see imagesFor). */
export function imagesIn(index: ReadonlyMap<string, MediaItem>, locale: Locale): Images {
  return {
    resolve(src, alt) {
      const item = libraryItemIn(index, src);
      if (!item) return { image: seedImage(src), alt };
      return { image: libraryImage(item), alt: alt && (item.alt[locale] ?? item.alt.en ?? alt) };
    },
  };
}

/**
 * A site image as <picture> (components/site/picture.tsx). Seed images (`/images/…`) have their widths by group; media
 * library images (`/media/…`) have the widths their upload allowed, their own proportions, a blurred placeholder while
 * they load, their focal point kept in view by `object-cover` crops, and their alt text per language.
 *
 * `alt` is the page's own description of the image, `''` where it is decorative (a card beside its title). The
 * library's alt text, written for this very image, wins over the page's words (which may describe the image it
 * replaced); a decorative image stays decorative.
 */
export function Picture({
  images,
  src,
  ...props
}: {
  images: Images;
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const { image, alt } = images.resolve(src, props.alt);
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
