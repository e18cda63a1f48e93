/**
 * A hero's picture stands beside the heading on a wide screen (the page's largest content there) and below it on a
 * phone: fetched first only where it is seen first (blocksPage preloads it for wide screens), as the home page's is.
 */
export const heroImageSizes = { wide: '600px', wideMedia: '(min-width: 1024px)' };
