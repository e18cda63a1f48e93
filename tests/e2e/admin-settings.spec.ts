import type { Browser } from '@playwright/test';
import { adminServer, readDocument, signIn } from '../support/admin';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * The site settings (issue 27 "Site settings") through the production server, on a database of its own: what every
 * page shows about the company, edited in the admin and read back by a visitor in a fresh context.
 */
test.describe.configure({ mode: 'serial' });

const admin = adminServer({ CONTACT_EMAIL: 'inbox@emberline.example' });
const { base } = admin;
const settings = () => readDocument(admin.databaseUrl, 'settings', 'site');

async function visit(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  return { page, close: () => context.close() };
}

test('an owner changes the phone number, the hours and the footer text; every page that names them shows the new ones', async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();
  const before = (await settings())!;
  const phone = page.getByLabel('Phone', { exact: true });
  await expect(phone).toHaveValue(before.data.phone);
  await phone.fill('+1 (512) 555-0199');
  // The office hours are kept once: the contact page's lines, its note and the search engines' data all follow them.
  await page
    .getByLabel(/^Closes/)
    .first()
    .fill('17:00');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await page.getByLabel('About the company (footer)').fill('Estudio de software en Texas.');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('The site settings have been updated.');

  const saved = (await settings())!;
  expect(saved.version).toBe(before.version + 1);
  expect(saved.data).toEqual({
    ...before.data,
    phone: '+1 (512) 555-0199',
    openingHours: [{ ...before.data.openingHours[0], closes: '17:00' }, ...before.data.openingHours.slice(1)],
    blurb: { ...before.data.blurb, es: 'Estudio de software en Texas.' },
  });

  const visitor = await visit(browser, '/contact-us');
  const main = visitor.page.getByRole('main');
  await expect(main.getByRole('link', { name: '+1 (512) 555-0199' })).toHaveAttribute('href', 'tel:+15125550199');
  await expect(main).toContainText('Monday–Friday: 9:00 AM–5:00 PM');
  await expect(main).toContainText('Saturday–Sunday: Closed');
  await expect(main).toContainText(
    'Office hours: Monday–Friday: 9:00 AM–5:00 PM; Saturday–Sunday: Closed (Central Time).',
  );
  // The search description and the structured data name the same phone and hours.
  expect(await visitor.page.locator('meta[name="description"]').getAttribute('content')).toContain(
    'Call +1 (512) 555-0199 or email hello@emberline.dev',
  );
  const structured = await visitor.page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.join('')).toContain('"closes":"17:00"');
  await visitor.page.goto(`${base}/es/contact-us`);
  await expect(main).toContainText('lunes–viernes: 9:00–17:00');
  await expect(main).toContainText('sábado–domingo: Cerrado');
  await visitor.page.goto(`${base}/terms`);
  await expect(main).toContainText('call +1 (512) 555-0199');
  const footer = visitor.page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+1 (512) 555-0199' })).toBeVisible();
  await visitor.page.goto(`${base}/es`);
  await expect(footer).toContainText('Estudio de software en Texas.');
  await expect(footer.getByRole('link', { name: '+1 (512) 555-0199' })).toBeVisible();
  await visitor.close();

  // History brings the old settings back, as with every editor.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(
    'Changed: About the company (footer), Phone, Office hours',
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await history
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  await expect(page.getByTestId('toast')).toContainText('Version restored');
  await expect(phone).toHaveValue(before.data.phone);
  expect((await settings())!.data).toEqual(before.data);
});

test('the company name is the one the header, the footer and the sign-in page show', async ({ page, browser }) => {
  await signIn(page, base, '/admin/settings');
  const before = (await settings())!;
  const name = page.getByLabel('Company name');
  await name.fill('Northwind Studio');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('The site settings have been updated.');

  const visitor = await visit(browser, '/');
  await expect(visitor.page.getByRole('banner')).toContainText('Northwind Studio');
  await expect(visitor.page.getByRole('contentinfo')).toContainText('Northwind Studio');
  // The pages outside the panel name the site from its settings too, never a name written into the code.
  await visitor.page.goto(`${base}/admin-login`);
  await expect(visitor.page.getByRole('main').getByRole('link').first()).toHaveText('Northwind Studio');
  await visitor.page.goto(`${base}/admin-set-password?token=no-such-link`);
  await expect(visitor.page.getByRole('main').getByRole('link').first()).toHaveText('Northwind Studio');
  await visitor.close();

  // The name back as it was (the first save's toast may still be showing: the stored document says when it is done).
  await name.fill(before.data.name);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect.poll(async () => (await settings())!.data.name).toBe(before.data.name);
});

test('a bad phone number or e-mail address is refused beside its field and nothing is saved; the inbox the server overrides says so', async ({
  page,
}) => {
  await signIn(page, base, '/admin/settings');
  const before = await settings();
  const contact = page.getByLabel('Contact e-mail');
  await expect(contact).toHaveAccessibleDescription(
    /The server's CONTACT_EMAIL setting \(inbox@emberline\.example\) wins/,
  );
  await expect(page.getByLabel('Partnerships e-mail')).not.toHaveAccessibleDescription(/wins/);
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('call us');
  await contact.fill('not an address');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Nothing was saved.');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number/);
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays in the form, to be corrected.
  await expect(phone).toHaveValue('call us');
  expect(await settings()).toEqual(before);
});

test('the settings have no New, Duplicate or Delete, and no accessibility or CSP violations in either theme', async ({
  page,
  cspViolations,
}) => {
  await signIn(page, base, '/admin/settings');
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  expect((await page.goto(`${base}/admin/settings/new`))?.status()).toBe(404);
  await expectNoAxeViolations(page, `${base}/admin/settings`);
  expect(await cspViolations()).toEqual([]);
});
