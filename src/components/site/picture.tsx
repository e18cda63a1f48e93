import { aspectRatios, imageGroup, imageVariants, type ImageVariant } from '@/lib/images';
import { clsx } from 'clsx';

/** An image as the markup needs it: its widths, its intrinsic size, and how a crop and its loading look. */
export interface ResolvedImage {
  src: string;
  variants: ImageVariant[];
  width: number;
  height: number;
  /** The point a crop (`object-cover`) keeps in view, as CSS `object-position`. */
  objectPosition?: string;
  /** A tiny blurred image (a data: URL) shown behind the image while it loads. */
  placeholder?: string | null;
}

/** A `<link rel="preload">` of an image's AVIF variants, for the page's head (none for an image without variants). */
export interface ImagePreload {
  srcset: string;
  sizes: string;
  type: 'image/avif';
  /** The screens it is fetched on (a media query); all when absent. */
  media?: string;
}

export function imagePreload(image: ResolvedImage, sizes: string, media?: string): ImagePreload | undefined {
  if (!image.variants.length) return undefined;
  const srcset = image.variants.map((variant) => `${variant.avif} ${variant.width}w`).join(', ');
  return { srcset, sizes, type: 'image/avif', ...(media ? { media } : {}) };
}

/** A seed image (`/images/…`, widths by group, src/lib/images.ts) or an external one (no variants). */
export function seedImage(src: string): ResolvedImage {
  const variants = imageVariants(src);
  const group = imageGroup(src);
  const width = variants.at(-1)?.width ?? 1200;
  return { src, variants, width, height: Math.round(width / (group ? aspectRatios[group] : 16 / 10)) };
}

/** Whether a class list sets an element's height or width itself (`h-full w-full`, `size-12`). */
const sizesItself = /(?:^|\s)(?:h|w|size)-/;

/**
 * An image as <picture>: AVIF and WebP width variants chosen by the browser from `sizes`, intrinsic width and height
 * so nothing shifts while it loads, lazy unless it is the page's main image (`priority`). Lazy images are also fetched
 * at low priority: Chrome otherwise gives the first five images of a page medium priority wherever they are, and cards
 * far below the fold would share the slow first second with the stylesheet, the font and the main image.
 * The image fills its width at its own proportions unless `imgClassName` sizes it. Islands draw it too (the gallery,
 * the video facade), so it joins class names with clsx rather than tailwind-merge's 8 KB.
 * Pages use `Picture` (src/features/media/picture.tsx), which resolves media library images first.
 */
export function PictureView({
  image,
  alt,
  sizes,
  priority = false,
  className,
  imgClassName,
}: {
  image: ResolvedImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const { variants } = image;
  const srcSet = (format: 'avif' | 'webp') => variants.map((v) => `${v[format]} ${v.width}w`).join(', ');
  const style = {
    ...(image.objectPosition && { objectPosition: image.objectPosition }),
    ...(image.placeholder && {
      backgroundImage: `url(${image.placeholder})`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    }),
  };
  return (
    <picture className={clsx('block', className)}>
      {variants.length > 0 && <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />}
      {variants.length > 0 && <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding="async"
        className={clsx(!sizesItself.test(imgClassName ?? '') && 'h-auto w-full', imgClassName)}
        style={Object.keys(style).length ? style : undefined}
      />
    </picture>
  );
}
