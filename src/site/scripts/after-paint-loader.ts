/**
 * Loads a page script once the page has painted its first content (afterFirstPaint). The site's middleware writes each
 * of a page's own module scripts as this loader, its address in `data-after-paint` (src/site/page-scripts.ts): a
 * script requested with the page shares the slow phone's first second with the document and the stylesheet, and
 * delays the first paint (measured: `/ar` on the bench's low-end phone, FCP 2.5 s with it, 1.9 s without).
 */
import { afterFirstPaint } from '../directives/after-paint';

const src = document.currentScript?.getAttribute('data-after-paint');
if (src)
  afterFirstPaint(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  });
