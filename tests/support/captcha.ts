import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Solves the real ALTCHA widget in `scope` (a page, or the dialog holding the form). The widget starts by itself once
 * its form is on screen or touched, and a click on its checkbox starts it again after a failure; a click on a checkbox
 * that has just become verified would clear it again, so the click is made only while the widget waits for one, and
 * the check is repeated until it reports "verified".
 */
export async function solveCaptcha(scope: Page | Locator): Promise<void> {
  const widget = scope.locator('altcha-widget');
  const state = widget.locator('[data-state]').first();
  await expect(async () => {
    const now = await state.getAttribute('data-state');
    if (now === 'unverified' || now === 'expired' || now === 'error') await widget.locator('label').first().click();
    await expect(state).toHaveAttribute('data-state', 'verified', { timeout: 10_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Holds the page's captcha challenge requests until the returned function is called, so a test can see the form
 * while the check runs (at the tests' cost it would otherwise be over in half a second).
 */
export async function holdCaptcha(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/captcha/challenge', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
