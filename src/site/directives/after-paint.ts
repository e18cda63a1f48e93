/**
 * Runs `callback` once the page has painted its first content, as the Next.js pages' deferred scripts wait
 * (src/node-server/deferred-scripts.mjs): at the first contentful paint; should that entry never come, three seconds
 * after the load event in a browser with paint timing, half a second after it in one without, and at load in a hidden
 * page, which paints nothing. Not at load itself: a small page often has its stylesheet and font while the browser still
 * lays out and presents the first frame, so anything started then competes with that frame.
 */
export function afterFirstPaint(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return run();
  let wait = 500;
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    }).observe({ type: 'paint', buffered: true });
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) wait = 3_000;
  } catch {
    // No paint timing: the load event decides.
  }
  const afterLoad = () => (document.visibilityState === 'hidden' ? run() : void setTimeout(run, wait));
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
