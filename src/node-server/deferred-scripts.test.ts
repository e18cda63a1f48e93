import { describe, expect, it } from 'vitest';
import { deferBootScripts } from './deferred-scripts.mjs';

const head = (scripts: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="N1" href="/_next/static/chunks/late.js"/>${scripts}</head>`;
const page = (scripts: string, body = '<main><h1>Hello</h1></main>') =>
  `${head(scripts)}<body>${body}<script src="/_next/static/chunks/late.js" nonce="N1" async=""></script>` +
  `<script nonce="N1">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
const chunks =
  '<script src="/_next/static/chunks/one.js" async="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/turbopack-two.js" async="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule="" nonce="N1"></script>';

describe('deferBootScripts', () => {
  const html = deferBootScripts(page(chunks));

  it('takes every async build chunk and its preload out of the document, in order, into one loader at the end of the body', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|turbopack-two|late)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    const loader = /<script nonce="N1" data-deferred-scripts="([^"]+)">[^<]+<\/script><\/body>/.exec(html);
    expect(loader?.[1]?.split(' ')).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/turbopack-two.js',
      '/_next/static/chunks/late.js',
    ]);
  });

  it('leaves the polyfills, the inline payload, the stylesheet and the content where they were', () => {
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule="" nonce="N1"></script>');
    expect(html).toContain('<script nonce="N1">(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1"/>');
    expect(html).toContain('<main><h1>Hello</h1></main>');
  });

  it('leaves alone a document without chunks to defer, a fragment without a body, and scripts from elsewhere', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(deferBootScripts(plain)).toBe(plain);
    expect(deferBootScripts('<p>no body</p>')).toBe('<p>no body</p>');
    const elsewhere = page('<script src="/vendor/x.js" async="" nonce="N1"></script>').replace(
      /<link rel="preload"[^>]*>|<script src="\/_next[^>]*><\/script>/g,
      '',
    );
    expect(deferBootScripts(elsewhere)).toBe(elsewhere);
  });

  it('runs the loader at the first contentful paint, or some time after load, once, with the page’s nonce', () => {
    const [, list = '', code = ''] = /data-deferred-scripts="([^"]+)">([^<]+)<\/script>/.exec(html) ?? [];
    const run = (visibilityState = 'visible', supportedEntryTypes?: string[]) => {
      const appended: { src: string; async: boolean; nonce: string }[] = [];
      const timers: { callback: () => void; delay: number }[] = [];
      const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
      const listeners: (() => void)[] = [];
      const document = {
        currentScript: { nonce: 'N1', getAttribute: () => list },
        createElement: () => ({ src: '', async: false, nonce: '' }),
        head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
        visibilityState,
      };
      class PerformanceObserver {
        static supportedEntryTypes = supportedEntryTypes;
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe(options: unknown) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
      }
      const addEventListener = (type: string, listener: () => void) => type === 'load' && listeners.push(listener);
      const setTimeout = (callback: () => void, delay: number) => timers.push({ callback, delay });
      new Function('document', 'PerformanceObserver', 'addEventListener', 'setTimeout', code)(
        document,
        PerformanceObserver,
        addEventListener,
        setTimeout,
      );
      const paint = (name: string) => observers[0]!({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
      /** The timers run out; returns their delays. */
      const later = () => timers.splice(0).map(({ callback, delay }) => (callback(), delay));
      return { appended, paint, later, load: () => listeners[0]!() };
    };

    const painted = run();
    expect(painted.appended).toEqual([]);
    painted.paint('first-paint');
    expect(painted.appended).toEqual([]);
    painted.paint('first-contentful-paint');
    expect(painted.appended.map((node) => node.src)).toEqual(list.split(' '));
    expect(painted.appended.every((node) => node.async && node.nonce === 'N1')).toBe(true);
    painted.load();
    expect(painted.appended).toHaveLength(3);

    // Loaded before the first paint: nothing is fetched until a frame has painted.
    const loadedFirst = run();
    loadedFirst.load();
    expect(loadedFirst.appended).toEqual([]);
    loadedFirst.paint('first-contentful-paint');
    expect(loadedFirst.appended.map((node) => node.src)).toEqual(list.split(' '));
    loadedFirst.later();
    expect(loadedFirst.appended).toHaveLength(3);

    // A browser without paint timing: half a second after load starts them.
    const noPaintTiming = run();
    noPaintTiming.load();
    expect(noPaintTiming.appended).toEqual([]);
    expect(noPaintTiming.later()).toEqual([500]);
    expect(noPaintTiming.appended.map((node) => node.src)).toEqual(list.split(' '));

    // Paint timing, but no contentful paint reported (yet): a busy device may still be presenting its first frame,
    // so they wait three seconds after load.
    const slowPaint = run('visible', ['mark', 'paint']);
    slowPaint.load();
    expect(slowPaint.appended).toEqual([]);
    expect(slowPaint.later()).toEqual([3000]);
    expect(slowPaint.appended).toHaveLength(3);

    // A hidden page paints no frame: it starts at load.
    const hidden = run('hidden');
    hidden.load();
    expect(hidden.appended.map((node) => node.src)).toEqual(list.split(' '));
  });
});
