import type { Page } from '@playwright/test';
import { expect } from '../e2e/fixtures';

/**
 * Selects `text`, the end of the line the caret is on in a focused rich-text field, with Shift+ArrowLeft as a person
 * would, and checks the browser's selection before going on: on a loaded machine a key press can be lost between
 * renders (the draft's autosave answers while keys arrive), and a link would then be made of the wrong words.
 */
export async function selectLineEnd(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('End');
    for (let i = 0; i < text.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(text);
  }).toPass({ timeout: 15_000 });
}
