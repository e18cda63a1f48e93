/**
 * The one script every page loads (one request, not one per behaviour), once the page has painted
 * (src/site/page-scripts.ts): the header's menus, theme toggle and language links, a failed picture's placeholder, the
 * web fonts after the first paint and load, analytics at idle, and, on a page that has them, the home page's image
 * preloader, loaded only there. (Where the visit came from is noted earlier, by an inline script:
 * ./visit-landing-inline.ts.)
 */
import './header-controls';
import './image-fallback';
import './web-font';
import './analytics';

// After load, where it starts anyway: fetched earlier, it would share the first second with the stylesheet.
if (document.querySelector('[data-warm-images]')) {
  const preload = () => void import('./home-preloader');
  if (document.readyState === 'complete') preload();
  else addEventListener('load', preload, { once: true });
}
