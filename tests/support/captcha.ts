import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Solves the real ALTCHA widget in `scope` (a page, or the dialog holding the form). The widget starts by itself once
 * its form has focus (`auto="onfocus"`), and a click on its checkbox starts it otherwise; a click on a checkbox that
 * has just become verified would clear it again, so the click is made only while the widget waits for one, and the
 * check is repeated until it reports "verified".
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
