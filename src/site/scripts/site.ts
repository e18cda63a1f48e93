/**
 * The one script every islands page loads (one request, not one per behaviour): a failed picture's placeholder, the
 * web font after the first paint, and, on a page that has them, the home page's image preloader, loaded only there.
 */
import './image-fallback';
import './web-font';

// After load, where it starts anyway: fetched earlier, it would share the first second with the stylesheet.
if (document.querySelector('[data-warm-images]')) {
  const preload = () => void import('./home-preloader');
  if (document.readyState === 'complete') preload();
  else addEventListener('load', preload, { once: true });
}
