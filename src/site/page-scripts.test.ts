import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './page-scripts';
import { afterPaintLoader } from './scripts/inline.prebuilt';

describe('page scripts after the first paint', () => {
  it('writes each of the page’s own module scripts as the loader, its address kept, and nothing else', () => {
    const html =
      '<head><script>theme()</script></head><body><p>Hi</p>' +
      '<script type="module" src="/_astro/site.astro_astro_type_script_index_0_lang.D7NErBd_.js"></script>' +
      '<script type="application/ld+json">{}</script>' +
      '<script type="module" src="https://elsewhere.example/x.js"></script></body>';
    expect(scriptsAfterPaint(html)).toBe(
      '<head><script>theme()</script></head><body><p>Hi</p>' +
        `<script data-after-paint="/_astro/site.astro_astro_type_script_index_0_lang.D7NErBd_.js">${afterPaintLoader}</script>` +
        '<script type="application/ld+json">{}</script>' +
        '<script type="module" src="https://elsewhere.example/x.js"></script></body>',
    );
  });

  it('loads the script as a module once the page has painted, and not before', async () => {
    const appended: { type: string; src: string }[] = [];
    let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const scope = {
      document: {
        currentScript: { getAttribute: (name: string) => (name === 'data-after-paint' ? '/_astro/site.js' : null) },
        createElement: () => ({ type: '', src: '' }),
        head: { append: (node: { type: string; src: string }) => appended.push(node) },
        readyState: 'loading',
        visibilityState: 'visible',
      },
      performance: { getEntriesByName: () => [] },
      PerformanceObserver: Object.assign(
        function (callback: typeof paint) {
          paint = callback;
          return { observe: () => undefined };
        },
        { supportedEntryTypes: ['paint'] },
      ),
      addEventListener: () => undefined,
      setTimeout: () => 0,
    };
    new Function(...Object.keys(scope), afterPaintLoader)(...Object.values(scope));
    expect(appended).toEqual([]);
    paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(appended).toEqual([{ type: 'module', src: '/_astro/site.js' }]);
  });
});
