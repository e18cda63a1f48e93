/**
 * Notes the visit's landing page and campaign tags for a lead form to send (visit-landing.ts), as the page is read: an
 * inline script of the head (src/site/layouts/site.astro), trusted by hash. Not in the site's script, which waits for
 * the first paint (src/site/page-scripts.ts), nor in the analytics island, which waits for idle: a visitor may have
 * left the landing page by then, and the campaign with it.
 */
import { trackingRefused } from '@/features/analytics/track';
import { rememberVisitLanding } from '@/features/analytics/visit-landing';

if (!trackingRefused()) rememberVisitLanding();
