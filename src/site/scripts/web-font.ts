import { afterFirstPaint } from '../directives/after-paint';
import { WEB_FONT_CLASS, WEB_FONT_KEY } from '../web-font';

/**
 * The site's web fonts (Inter, and the Arabic face on an Arabic page) are fetched once the page has painted, has loaded
 * and the browser is idle, never in front of its first paint or its largest content (a small page may load before its
 * first frame is presented, so the load alone is not enough): Inter's 48 KB beside the stylesheet cost
 * a slow phone about 0.7 s of LCP (bench, low-end: 2.7 s against 2.0 s without it), and the Arabic face's two
 * preloaded files (22 KB) kept `/ar` above 2.5 s. A page whose visitor has them already (the inline script in the
 * head, src/site/web-font.ts) uses them from the first frame; on a first visit the page keeps the fallbacks (Arial
 * sized to Inter's metrics, the system's Arabic letters), and the fonts are loaded for the next page, not swapped in
 * under the reader's eyes.
 */
const faces =
  document.documentElement.lang === 'ar'
    ? ['1em inter', '1em "Noto Sans Arabic"', 'bold 1em "Noto Sans Arabic"']
    : ['1em inter'];

/** Once the page has painted and loaded, when the browser is idle (within 2 s). */
function afterPaintAndLoad(task: () => void) {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 0);
  };
  afterFirstPaint(() => {
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}

if (!document.documentElement.classList.contains(WEB_FONT_CLASS))
  afterPaintAndLoad(() => {
    // The Arabic faces cover Arabic letters only (unicode-range): each is asked for with one.
    void Promise.all(faces.map((face) => document.fonts.load(face, face.includes('Arabic') ? 'ع' : 'a')))
      .then((loaded) => {
        if (loaded.every((found) => found.length > 0)) localStorage.setItem(WEB_FONT_KEY, '1');
      })
      .catch(() => {
        // Offline or storage blocked: the fallbacks stay, and the next page tries again.
      });
  });
