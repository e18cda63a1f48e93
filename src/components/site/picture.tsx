import { aspectRatios, imageGroup, imageVariants } from '@/lib/images';
import { cn } from '@/lib/cn';

/**
 * A site image as <picture>: AVIF and WebP width variants chosen by the browser from `sizes`, intrinsic width and
 * height so nothing shifts while it loads, lazy unless it is the page's main image (`priority`). Lazy images are also
 * fetched at low priority: Chrome otherwise gives the first five images of a page medium priority wherever they are,
 * and cards far below the fold would share the slow first second with the stylesheet, the font and the main image.
 */
export function Picture({
  src,
  alt,
  sizes,
  priority = false,
  className,
  imgClassName,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const variants = imageVariants(src);
  const group = imageGroup(src);
  const width = variants.at(-1)?.width ?? 1200;
  const height = Math.round(width / (group ? aspectRatios[group] : 16 / 10));
  const srcSet = (format: 'avif' | 'webp') => variants.map((v) => `${v[format]} ${v.width}w`).join(', ');
  return (
    <picture className={cn('block', className)}>
      {variants.length > 0 && <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />}
      {variants.length > 0 && <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding="async"
        className={cn('h-auto w-full', imgClassName)}
      />
    </picture>
  );
}
