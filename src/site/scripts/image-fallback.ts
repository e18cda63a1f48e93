/**
 * On the islands renderer, where project cards are not hydrated: a picture inside `[data-image-fallback]` that fails to
 * load gives way to the blank placeholder, silently, as ProjectImageFallback does on a hydrated page
 * (src/features/portfolio/project-image-client.tsx). The attribute holds the placeholder's class list.
 */
const SELECTOR = '[data-image-fallback]';

function fallBack(container: HTMLElement) {
  const placeholder = document.createElement('div');
  placeholder.className = container.dataset.imageFallback ?? '';
  placeholder.dataset.testid = 'image-placeholder';
  container.replaceWith(placeholder);
}

// `error` does not bubble: caught on its way down. An image that failed before this ran is found below.
document.addEventListener(
  'error',
  (event) => {
    const container = event.target instanceof HTMLImageElement ? event.target.closest<HTMLElement>(SELECTOR) : null;
    if (container) fallBack(container);
  },
  true,
);
for (const image of document.querySelectorAll<HTMLImageElement>(`${SELECTOR} img`)) {
  const container = image.closest<HTMLElement>(SELECTOR);
  if (container && image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(container);
}
