// @ts-check
/**
 * A page's framework scripts, fetched once its first frame has painted (issue 16). Next.js puts every chunk of a page
 * in the head as `<script async>`, so on a slow network they share the link with the stylesheet, the font and the hero
 * picture, and a chunk that arrives before the first frame runs before it: on a mid-range phone the framework chunk
 * alone is a 100–150 ms task in front of the first paint. The page is fully server-rendered, so it reads the same
 * without them; they only make it interactive. Here they leave the head, and one small inline script at the end of the
 * body asks for them once the first content has painted, with the page's nonce, in the order Next.js listed them.
 * Hydration starts a few milliseconds later than it would on a fast network, and sooner than it would on a slow one,
 * where the first frame no longer waits for a script to download and run.
 *
 * Only chunks of the build (`/_next/static/…js`) marked async move; the `noModule` polyfills, inline scripts (the RSC
 * payload, the theme and JSON-LD) and everything else stay as they are. A document without them is left alone.
 */

/** `<script src="/_next/static/…js" async="" nonce="…"></script>`, the attributes in either order. */
const BOOT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"((?: (?:async=""|nonce="[^"<>]*"))+)><\/script>/g;
/** The low-priority early fetch Next.js adds for a script it places at the end of the body. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^<>]* href="\/_next\/static\/[^"<>]+\.js"\/>/g;
/** Names a deferred script carries, read by the tests and the bench to find a page's first-load scripts. */
export const DEFERRED_ATTRIBUTE = 'data-deferred-scripts';

/**
 * Runs in the page. It waits for the first contentful paint (a paint-timing entry, which a test's fake clock does not
 * hold back as it would an animation frame or a timer); then it appends the scripts, each with the page's nonce (read
 * from its own element: a nonce is not readable as an attribute) and async, as Next.js wrote them. Should that entry
 * never come, they start after the load event: half a second after it in a browser without paint timing, three
 * seconds in one that has it (a busy device can present its first frame well over half a second after load, and
 * starting early fetched the scripts in front of that frame). Not at load itself: the load event often comes *before*
 * the first paint (a small page has its stylesheet and font while the browser still lays out and presents the first
 * frame), and neither the load event nor the next animation frame waits for that frame to reach the screen. A hidden
 * page paints no frame, so it starts at load.
 */
const LOADER = `(function(s){var l=s.getAttribute("${DEFERRED_ATTRIBUTE}").split(" "),n=s.nonce,d=0,w;function go(){if(d)return;d=1;l.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;e.nonce=n;document.head.appendChild(e)})}w=500;try{new PerformanceObserver(function(p){if(p.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)w=3e3}catch(e){}addEventListener("load",function(){if(document.visibilityState==="hidden")go();else setTimeout(go,w)})})(document.currentScript)`;

/**
 * The document with its framework chunks fetched after the first paint, or the document as it was if it has none.
 * @param {string} html  a whole HTML document as Next.js rendered it
 * @returns {string}
 */
export function deferBootScripts(html) {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  /** @type {string[]} */
  const sources = [];
  let nonce = '';
  const rest = html.slice(0, end).replace(BOOT_SCRIPT, (tag, source, attributes) => {
    if (!attributes.includes(' async=""')) return tag;
    const found = /nonce="([^"]*)"/.exec(attributes)?.[1] ?? '';
    if (sources.length > 0 && found !== nonce) return tag;
    nonce = found;
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ''} ${DEFERRED_ATTRIBUTE}="${sources.join(' ')}">${LOADER}</script>`;
  return `${rest.replace(SCRIPT_PRELOAD, '')}${loader}${html.slice(end)}`;
}
