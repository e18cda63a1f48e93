import { test as base, expect } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Every page records Content-Security-Policy violations; a test fails if any happened. */
export const test = base.extend<{ cspViolations: () => Promise<string[]> }>({
  cspViolations: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(() => page.evaluate(() => window.__cspViolations));
  },
});

export { expect };
