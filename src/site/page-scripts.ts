import { afterPaintLoader } from './scripts/inline.prebuilt';

/** How Astro writes a page's own script (a `<script>` of a layout or page, bundled into a file of /_astro/). */
const PAGE_SCRIPT = /<script type="module" src="(\/_astro\/[\w.-]+\.js)"><\/script>/g;

/**
 * A page whose own scripts are requested once it has painted its first content: each one's tag becomes the loader
 * (./scripts/after-paint-loader.ts), trusted by hash like the page's other inline scripts, with the script's address in
 * `data-after-paint`. Islands wait for the paint already (`client:painted`); this does the same for the layout's script.
 */
export function scriptsAfterPaint(html: string): string {
  return html.replace(
    PAGE_SCRIPT,
    (_, src: string) => `<script data-after-paint="${src}">${afterPaintLoader}</script>`,
  );
}
