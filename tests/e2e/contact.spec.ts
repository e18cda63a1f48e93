import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { holdCaptcha, solveCaptcha } from '../support/captcha';
import { waitLikeAPerson } from '../support/forms';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/** Each test posts as its own client address, so the per-IP form limit of one test does not hit another. */
async function asNewClient(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

async function fillContact(page: Page, marker: string) {
  await page.getByLabel('Full Name').fill(`Ada ${marker}`);
  await page.getByLabel('Email Address').fill('ada@example.com');
  await page.getByLabel('Your Message').fill(`Please build our booking app (${marker}).`);
}

/** A signed render time as the server issues it, for a form rendered at `issued` (the key is in the E2E database). */
async function signedRenderTime(issued: number): Promise<string> {
  const { db, close } = connect(`file:${process.env.E2E_DIR}/site.db`);
  try {
    const { value } = await db
      .selectFrom('app_secrets')
      .select('value')
      .where('key', '=', 'form_token_key')
      .executeTakeFirstOrThrow();
    return `${issued}.${createHmac('sha256', value).update(String(issued)).digest('base64url')}`;
  } finally {
    await close();
  }
}

const leadsWith = async (marker: string) => {
  const { db, close } = connect(`file:${process.env.E2E_DIR}/site.db`);
  try {
    return await db.selectFrom('leads').selectAll().where('message', 'like', `%${marker}%`).execute();
  } finally {
    await close();
  }
};

test.describe('contact form', () => {
  test('shows the office, phone, e-mail, hours and four questions', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByText('Emory, TX 75440').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '+1 (903) 555-0147' })).toBeVisible();
    await expect(page.getByText('Monday–Friday: 9:00 AM–6:00 PM', { exact: true })).toBeVisible();
    await expect(page.locator('details')).toHaveCount(4);
    await expect(page.getByLabel('Budget (optional)').locator('option')).toHaveText([
      'Select a budget range',
      'under $5,000',
      '$5,000-$10,000',
      '$10,000-$25,000',
      '$25,000+',
    ]);
  });

  test('keeps the button disabled until the captcha is solved and a service is chosen, then sends with the real ALTCHA widget', async ({
    page,
  }) => {
    await asNewClient(page);
    const marker = `e2e-${Date.now()}`;
    const releaseCaptcha = await holdCaptcha(page);
    await page.goto('/contact-us');
    const openedAt = Date.now();
    await fillContact(page, marker);
    const submit = page.getByRole('button', { name: 'Send Message' });
    await submit.scrollIntoViewIfNeeded();
    const service = page.getByRole('checkbox', { name: 'Mobile App Development' });
    await service.check();
    await expect(submit).toBeDisabled();
    releaseCaptcha();
    await solveCaptcha(page);
    await expect(submit).toBeEnabled();
    await service.uncheck();
    await expect(submit).toBeDisabled();
    await service.check();
    await expect(submit).toBeEnabled();

    // Held until released. The button can say "Sending..." before the request reaches the route: a release that comes
    // first must still let it through, so it resolves a promise made up front.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contact-us', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    // Sent sooner than a person could, it would be filed as spam (and this test expects a new lead).
    await waitLikeAPerson(page, openedAt);
    await submit.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    // A whole round trip (the captcha verified, the lead and its notification stored) on a machine running two workers.
    await expect(page.getByTestId('toast')).toContainText('Message sent successfully!', { timeout: 15_000 });
    await expect(page.getByTestId('toast')).toContainText("We'll get back to you as soon as possible.");
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    const [lead] = await leadsWith(marker);
    expect(lead).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: `Ada ${marker}`,
      services: '["mobile-apps"]',
      locale: 'en',
      page: '/contact-us',
    });
  });

  test('starts the anti-spam check by itself once the form is on screen, says in words what it is doing, and lets Send go when done', async ({
    page,
  }) => {
    await asNewClient(page);
    await page.setViewportSize({ width: 375, height: 740 });
    const release = await holdCaptcha(page);
    await page.goto('/contact-us');
    const submit = page.getByRole('button', { name: 'Send Message' });
    // Scrolled to, never clicked or focused: the check starts on its own.
    await submit.scrollIntoViewIfNeeded();
    const status = page.locator('[data-captcha-status]');
    await expect(status).toHaveText(
      "Checking in the background that you're not a bot. Keep typing: Send unlocks in a few seconds.",
    );
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/Checking in the background that you're not a bot/);
    release();
    await expect(page.locator('altcha-widget [data-state]').first()).toHaveAttribute('data-state', 'verified');
    await expect(status).toHaveText('Anti-spam check done.');
    await fillContact(page, 'on-its-own');
    await page.getByRole('checkbox', { name: 'Web Development' }).check();
    await expect(submit).toBeEnabled();
  });

  test('without script, the form posts to its own page (a valid, non-empty action) and says why the captcha needs script', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await asNewClient(page);
    await page.goto('/es/contact-us');
    await expect(page.locator('form[method="POST"]')).toHaveAttribute('action', '/es/contact-us');
    await page.getByLabel('Nombre completo').fill('Ada Lovelace');
    await page.getByLabel('Correo electrónico').fill('ada@example.com');
    await page.getByLabel('Su mensaje').fill('Hola, sin JavaScript.');
    await page.locator('input[name="services"]').first().check();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(/\/es\/contact-us$/);
    await expect(page.getByText(/La verificación requiere JavaScript/)).toBeVisible();
    await context.close();
  });

  test('without script, a refused form comes back with the error beside its field and everything typed still there', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await asNewClient(page);
    // Opened from the calculator: the estimate stays with the form when the page comes back.
    await page.goto('/de/contact-us?tab=web&options=web-type-landing');
    await page.getByLabel('Vollständiger Name').fill('Ada Lovelace');
    await page.getByLabel('E-Mail-Adresse').fill('ada@example');
    await page.locator('#contact-company').fill('Analytical Engines');
    await page.locator('select[name="budget"]').selectOption({ index: 2 });
    const budget = await page.locator('select[name="budget"]').inputValue();
    await page.locator('input[name="services"]').nth(2).check();
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/de\/contact-us\?tab=web&options=web-type-landing$/);
    const email = page.getByLabel('E-Mail-Adresse');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-email-error')).toBeVisible();
    await expect(email).toHaveValue('ada@example');
    await expect(page.getByLabel('Vollständiger Name')).toHaveValue('Ada Lovelace');
    await expect(page.locator('#contact-company')).toHaveValue('Analytical Engines');
    await expect(page.locator('select[name="budget"]')).toHaveValue(budget);
    // The service the calculator chose and the one ticked: both still ticked, and the estimate still named.
    await expect(page.locator('input[name="services"]:checked')).toHaveCount(2);
    await expect(page.getByTestId('estimate-summary')).toBeVisible();
    await expect(page.locator('input[name="estimateOptions"]')).toHaveValue('web-type-landing');
    await context.close();
  });

  test('a form sent from another site, a sandboxed frame or no browser is refused and stores nothing; the page’s script gets its answer as data (C1)', async ({
    request,
    baseURL,
  }) => {
    const marker = `origin-${Date.now()}`;
    const html = await (await request.get('/contact-us')).text();
    const issuedAt = /name="issuedAt" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const form = {
      locale: 'en',
      page: '/contact-us',
      issuedAt,
      name: 'Mallory',
      email: 'mallory@example.com',
      message: `From elsewhere ${marker}`,
      services: 'web-development',
      captcha: 'no',
    };
    const client = { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.9` };
    const origins: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, {}];
    for (const origin of origins) {
      const refused = await request.post('/contact-us', { multipart: form, headers: { ...client, ...origin } });
      expect(refused.status(), JSON.stringify(origin)).toBe(403);
    }
    const script = await request.post('/contact-us', {
      multipart: form,
      headers: { ...client, origin: baseURL!, accept: 'application/json' },
    });
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toContain('application/json');
    // Past the fields and the render time, the captcha is what refuses it.
    expect(await script.json()).toEqual({ status: 'captcha', reason: expect.any(String) });
    expect(await leadsWith(marker)).toEqual([]);
  });

  test('in Arabic, the office address keeps its own left-to-right order, on the page and in the footer', async ({
    page,
  }) => {
    await page.goto('/ar/contact-us');
    // Without isolation the right-to-left paragraph shows "N Texas St 118".
    for (const part of [page.getByRole('main'), page.getByRole('contentinfo')]) {
      await expect(part.locator('bdi', { hasText: '118 N Texas St' })).toHaveCount(1);
      await expect(part.locator('bdi', { hasText: 'Emory, TX 75440' })).toHaveCount(1);
    }
  });

  test('says so in words when the anti-spam check fails, and a tick on the box tries again', async ({ page }) => {
    await asNewClient(page);
    let refuse = true;
    await page.route('**/api/captcha/challenge', (route) =>
      refuse ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    const status = page.locator('[data-captcha-status]');
    await expect(status).toHaveText('The anti-spam check could not finish. Tick the box above to try again.');
    refuse = false;
    await solveCaptcha(page);
    await expect(status).toHaveText('Anti-spam check done.');
  });

  test('shows the server’s field errors beside the fields and moves focus to the first', async ({ page }) => {
    await asNewClient(page);
    await page.goto('/contact-us');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Your Message').fill('Hello');
    await page.getByRole('checkbox', { name: 'Web Development' }).check();
    await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByLabel('Full Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  });

  test('answers a refused captcha with the CAPTCHA Required toast, and a missing service with Service Selection Required', async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto('/contact-us');
    await fillContact(page, 'crafted');
    const service = page.getByRole('checkbox', { name: 'Web Development' });
    await service.check();
    await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    await solveCaptcha(page);
    // A crafted request: the checkbox is cleared behind React's back, so the button stays enabled.
    await service.evaluate((box: HTMLInputElement) => (box.checked = false));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toContainText('Service Selection Required');

    await service.check();
    await page.locator('input[name="captcha"]').evaluate((input: HTMLInputElement) => (input.value = 'forged-token'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toContainText('CAPTCHA Required');
    await expect(page.getByTestId('toast')).toContainText(
      'Please complete the CAPTCHA verification before submitting.',
    );
  });

  test('brings a calculator estimate along, shows it, and stores it recomputed by the server', async ({ page }) => {
    await asNewClient(page);
    const marker = `estimate-${Date.now()}`;
    await page.goto('/contact-us?tab=web&options=web-type-business,web-design-custom');
    await expect(page.getByTestId('estimate-summary')).toContainText('Web Development');
    await expect(page.getByLabel('Your Message')).toHaveValue(/calculator estimate/);
    await expect(page.getByRole('checkbox', { name: 'Web Development' })).toBeChecked();
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email Address').fill('grace@example.com');
    await page.getByLabel('Your Message').fill(`Quote please (${marker})`);
    await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toContainText('Message sent successfully!');
    const [lead] = await leadsWith(marker);
    const estimate = JSON.parse(lead!.estimate!) as { tab: string; lines: { id: string }[]; total: number };
    expect(estimate.tab).toBe('web');
    expect(estimate.lines.map((line) => line.id)).toEqual(['web-type-business', 'web-design-custom']);
    expect(estimate.total).toBeGreaterThan(0);
  });

  test('answers the sixth message from one address within ten minutes with the rate-limit error', async ({ page }) => {
    // Six messages, each with the real proof-of-work captcha solved in the browser:
    // 11.9 s quiet, 12.1 s with a third core's load.
    test.setTimeout(120_000);
    await asNewClient(page);
    await page.goto('/contact-us');
    for (let i = 1; i <= 6; i++) {
      await fillContact(page, `burst-${i}-${Date.now()}`);
      await page.getByRole('checkbox', { name: 'Web3 & Blockchain Development' }).check();
      await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      const toastBox = page.getByTestId('toast');
      if (i < 6) {
        await expect(toastBox).toContainText('Message sent successfully!');
        await toastBox.getByRole('button').click();
      } else {
        await expect(toastBox).toContainText('Error sending message');
        await expect(toastBox).toContainText(/try again in (1 minute|\d+ minutes)\./);
      }
    }
  });

  test('a form left open for hours asks to send once more, keeps what was typed and then sends', async ({ page }) => {
    await asNewClient(page);
    const marker = `stale-${Date.now()}`;
    await page.goto('/contact-us');
    await fillContact(page, marker);
    await page.getByRole('checkbox', { name: 'Web Development' }).check();
    await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    await solveCaptcha(page);
    // The page was rendered seven hours ago: the first post carries a signed render time that says so.
    const stale = await signedRenderTime(Date.now() - 7 * 60 * 60_000);
    let rewritten = false;
    await page.route('**/contact-us', async (route) => {
      const body = route.request().postDataBuffer()?.toString('utf8');
      if (route.request().method() !== 'POST' || rewritten || !body) return route.continue();
      rewritten = true;
      await route.continue({ postData: body.replace(/(name="(?:_?\d+_)?issuedAt"\r\n\r\n)[^\r]+/, `$1${stale}`) });
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toastBox = page.getByTestId('toast');
    await expect(toastBox).toContainText('Please send once more');
    await expect(page.getByLabel('Full Name')).toHaveValue(`Ada ${marker}`);
    expect(await leadsWith(marker)).toEqual([]);

    await toastBox.getByRole('button').click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toContainText('Message sent successfully!');
    const [lead] = await leadsWith(marker);
    expect(lead?.status).toBe('new');
  });

  test('behind a trusted proxy, the captcha challenge limit counts the address the proxy names', async ({
    request,
  }) => {
    const challenge = (address: string) =>
      request.get('/api/captcha/challenge', { headers: { 'x-forwarded-for': address } });
    for (let i = 1; i <= 31; i++) expect((await challenge(`10.77.${i}.1`)).status()).toBe(200);
    const statuses = [];
    for (let i = 1; i <= 31; i++) statuses.push((await challenge('10.78.0.1')).status());
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  test('has no accessibility or CSP violations', async ({ page, cspViolations }) => {
    test.setTimeout(90_000); // four axe runs (two pages, two themes) and a real proof-of-work captcha
    await expectNoAxeViolations(page, '/contact-us');
    await expectNoAxeViolations(page, '/whitelabel-solutions');
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    await solveCaptcha(page);
    expect(await cspViolations()).toEqual([]);
  });
});

test.describe('white-label partnership form', () => {
  test('needs only the captcha besides the required fields, and stores the inquiry for the partnerships inbox', async ({
    page,
  }) => {
    await asNewClient(page);
    const marker = `partner-${Date.now()}`;
    const release = await holdCaptcha(page);
    await page.goto('/whitelabel-solutions');
    const form = page.locator('#partner-form');
    await form.getByLabel('Full Name').fill('Lin Partner');
    await form.getByLabel('Email Address').fill('lin@agency.example');
    await form.getByLabel('Company Name').fill('Pixel Partners');
    await form.getByLabel('Additional Information').fill(`We resell web builds (${marker}).`);
    const submit = form.getByRole('button', { name: 'Send Inquiry' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeDisabled();
    release();
    await solveCaptcha(page);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByTestId('toast')).toContainText(
      "We'll get back to you shortly to discuss partnership opportunities.",
    );
    const [lead] = await leadsWith(marker);
    expect(lead).toMatchObject({
      kind: 'whitelabel',
      company: 'Pixel Partners',
      services: '[]',
      page: '/whitelabel-solutions',
    });
  });

  test('marks a missing company as required', async ({ page }) => {
    await asNewClient(page);
    await page.goto('/whitelabel-solutions');
    const form = page.locator('#partner-form');
    await form.getByLabel('Full Name').fill('Lin Partner');
    await form.getByLabel('Email Address').fill('lin@agency.example');
    await form.getByLabel('Additional Information').fill('Details');
    await form.getByRole('button', { name: 'Send Inquiry' }).scrollIntoViewIfNeeded();
    await solveCaptcha(page);
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(form.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Company Name')).toBeFocused();
    await expect(form.getByLabel('Full Name')).toHaveValue('Lin Partner');
  });
});
