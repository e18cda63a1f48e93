import { afterFirstPaint } from '../directives/after-paint';
import { WEB_FONT_CLASS, WEB_FONT_KEY } from '../web-font';

/**
 * The site's web font (Inter) is fetched after the first paint, never in front of it: its 48 KB beside the stylesheet
 * cost a slow phone about 0.7 s of LCP (bench, low-end: 2.7 s against 2.0 s without it). A page whose visitor has it
 * already (the inline script in the head, src/site/web-font.ts) uses it from the first frame; on a first visit the page
 * keeps the fallback, sized to Inter's metrics, and the font is loaded for the next page, not swapped in under the
 * reader's eyes.
 */
if (!document.documentElement.classList.contains(WEB_FONT_CLASS))
  afterFirstPaint(() => {
    void document.fonts
      .load('1em inter')
      .then((faces) => {
        if (faces.length > 0) localStorage.setItem(WEB_FONT_KEY, '1');
      })
      .catch(() => {
        // Offline or storage blocked: the fallback stays, and the next page tries again.
      });
  });
