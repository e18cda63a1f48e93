import type { Page } from '@playwright/test';

/** A toast as the tab showed it: its text, when (the page's clock, ms), and on which path. */
export interface SeenToast {
  text: string;
  at: number;
  path: string;
}

/**
 * Writes down every toast the tab shows, and when it first showed a page other than the one it started on, in the
 * tab's session storage: a toast that shows for a moment before the page moves on cannot be missed by a slow test
 * (nothing is held), and a missing one fails at once. Call before the page is opened; read with `seenToasts`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const read = () => JSON.parse(sessionStorage.getItem('toasts-seen') ?? '[]') as SeenToast[];
    const started = sessionStorage.getItem('toasts-first-path') ?? location.pathname;
    sessionStorage.setItem('toasts-first-path', started);
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent;
      const seen = read();
      if (text && seen.at(-1)?.text !== text)
        sessionStorage.setItem(
          'toasts-seen',
          JSON.stringify([...seen, { text, at: Date.now(), path: location.pathname }]),
        );
      if (location.pathname !== started && !sessionStorage.getItem('toasts-left-at'))
        sessionStorage.setItem('toasts-left-at', String(Date.now()));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** What recordToasts wrote down: the toasts, and when the tab first showed another page (undefined: not yet). */
export async function seenToasts(page: Page): Promise<{ toasts: SeenToast[]; leftAt?: number }> {
  const [toasts, leftAt] = await page.evaluate(() => [
    sessionStorage.getItem('toasts-seen'),
    sessionStorage.getItem('toasts-left-at'),
  ]);
  return { toasts: JSON.parse(toasts ?? '[]') as SeenToast[], leftAt: leftAt ? Number(leftAt) : undefined };
}
