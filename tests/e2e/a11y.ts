import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Waits until every finite animation and transition of the page has finished, so colours are final. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A class change starts its transitions on the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
}

/**
 * An axe run on `page`, made cheap without changing what it finds: `axe.run` in the page itself (the default runs
 * each frame apart and then opens a blank page to merge the parts, injecting axe twice and moving every node of every
 * pass between them), and only violations are gathered in full — passes and the rest keep one node each. Our pages
 * have no frames of another origin that the default mode would reach and this one does not.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/**
 * What axe finds on the page once its colours are final, against the WCAG 2.1 A and AA rules, each violation as "rule:
 * its first targets". A theme switched, a card faded in, or a control the pointer came to rest on after the layout
 * moved is still changing colour by transition for a moment, and axe would measure the contrast halfway.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
}

/**
 * Waits until each frame of the page (a block page's live preview) has its document: axe runs inside every frame, and a
 * frame still on its way when axe starts — the preview posts the form a moment after the page hydrates — never answers
 * ("Axe in frame timed out", after a minute).
 */
async function framesLoaded(page: Page): Promise<void> {
  const frames = page.locator('iframe');
  for (let index = 0; index < (await frames.count()); index++) {
    const frame = await (await frames.nth(index).elementHandle())?.contentFrame();
    if (!frame) continue;
    await expect.poll(() => frame.url(), { timeout: 15_000 }).not.toBe('about:blank');
    await frame.waitForLoadState('load');
  }
}

/**
 * Runs axe on the page in the light and then the dark theme; any violation fails with its rule and targets. The page is
 * loaded once, in light; dark is then switched on as the theme button does it (the `dark` class on the root, and the
 * choice stored), which saves a second load of every page the suite checks.
 */
export async function expectNoAxeViolations(page: Page, path: string): Promise<void> {
  // A load and two full axe runs: 5–10 s alone, three times that on the loaded CI machine; the test's own steps keep
  // their time.
  test.info().setTimeout(test.info().timeout + 30_000);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  // Loaded and hydrated (the fixture's goto), its fonts and its eager images in: not "network idle", which a page that
  // starts work in the background (the contact form's captcha, the chat) may not reach on a loaded machine.
  await page.goto(path);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const eager = [...document.images].filter((image) => image.loading !== 'lazy' && !image.complete);
    await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
  });
  await framesLoaded(page);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark')
      await page.evaluate(() => {
        localStorage.setItem('theme', 'dark');
        document.documentElement.classList.add('dark');
      });
    expect(await axeViolations(page), `${path} (${theme})`).toEqual([]);
  }
}
