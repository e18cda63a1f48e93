import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Runs axe on the page in light and then dark theme; any violation fails with its rule and targets. */
export async function expectNoAxeViolations(page: Page, path: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Cards fade in; let animations settle so colours are final.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const violations = results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
    expect(violations, `${path} (${theme})`).toEqual([]);
  }
}
