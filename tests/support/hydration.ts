import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element a selector names (React keeps its props on hydrated DOM nodes). Typing
 * into a server-rendered input before that is undone by hydration, as it would be for a very quick person. On a page of
 * the islands renderer React owns only the islands: an element inside one waits for that island, any other (static
 * HTML) for the page's islands that hydrate by themselves (all but `client:visible`) to drop Astro's `ssr` mark, and for
 * the header's controls, which the site's script makes work (src/site/scripts/header-controls.ts), to be marked
 * `data-enhanced`.
 */
export async function waitForHydration(page: Page, selector = 'main form'): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const islands = [...document.querySelectorAll('astro-island')];
    if (document.querySelector('[data-enhance]:not([data-enhanced])')) return false;
    if (islands.length > 0) {
      const own = element.closest('astro-island');
      const waiting = own ? [own] : islands.filter((island) => island.getAttribute('client') !== 'visible');
      return waiting.every((island) => !island.hasAttribute('ssr'));
    }
    return Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/**
 * Scrolls the element a selector names into view and waits until its island has hydrated: a `client:visible` island
 * (the gallery, a video) starts hydrating only once it is on screen, and a press before that is lost.
 */
export async function scrollToIsland(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await waitForHydration(page, selector);
}

/**
 * Opens `url` and waits until the page has hydrated. A click on a button that only React handles, or typing into a
 * controlled field, before that does nothing on a loaded machine: the next assertion then waits in vain.
 */
export async function openHydrated(page: Page, url: string, selector = 'main'): Promise<void> {
  await page.goto(url);
  await waitForHydration(page, selector);
}
