import { expect, type Page } from '@playwright/test';
import { solveCaptcha } from './captcha';
import { waitLikeAPerson } from './forms';
import { scrollToIsland } from './hydration';

/**
 * Opens `/contact-us` (or another page with the contact form, `path`) on `base` and sends the contact form as a person
 * would: the fields, one service, the real captcha, a person's pace; then waits for the success toast.
 */
export async function sendContactForm(
  page: Page,
  base: string,
  visitor: { name: string; email: string; message: string },
  path = '/contact-us',
): Promise<void> {
  await page.goto(`${base}${path}`);
  // Where the form is further down a page, it hydrates once it is on screen.
  await scrollToIsland(page, 'main form');
  const openedAt = Date.now();
  await page.getByLabel('Full Name').fill(visitor.name);
  await page.getByLabel('Email Address').fill(visitor.email);
  await page.getByLabel('Your Message').fill(visitor.message);
  await page.getByRole('checkbox', { name: 'Web3 & Blockchain Development' }).check();
  await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
  await solveCaptcha(page);
  await waitLikeAPerson(page, openedAt);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toContainText('Message sent successfully!', { timeout: 15_000 });
}
