/**
 * The one script every islands page loads (one request, not one per behaviour): where the visit came from, a failed
 * picture's placeholder, the web fonts after the first paint and load, and, on a page that has them, the home page's
 * image preloader, loaded only there.
 */
import { trackingRefused } from '@/features/analytics/track';
import { rememberVisitLanding } from '@/features/analytics/visit-landing';
import './image-fallback';
import './web-font';

// The visit's landing page and campaign tags, for a lead form to send, at once: the analytics island hydrates only
// once the page has painted and the browser is idle, and a visitor may have left the landing page by then.
if (!trackingRefused()) rememberVisitLanding();

// After load, where it starts anyway: fetched earlier, it would share the first second with the stylesheet.
if (document.querySelector('[data-warm-images]')) {
  const preload = () => void import('./home-preloader');
  if (document.readyState === 'complete') preload();
  else addEventListener('load', preload, { once: true });
}
