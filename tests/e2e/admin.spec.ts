import type { Browser, Page } from '@playwright/test';
import { OWNER_ID } from '../../src/server/auth/user';
import { connect } from '../../src/server/db/connect';
import { newClient, readDocument, serverActions, signIn as signInAs, workerServer } from '../support/admin';
import { serviceEditSchema } from '../support/edit-schemas';
import { rawRequest } from '../support/raw-http';
import { liveSession, sessionCookie } from '../support/sessions';
import { keepDocuments } from '../support/own-documents';
import { expectNoAxeViolations } from './a11y';
import { selectLineEnd } from '../support/rich-text';
import { expect, test } from './fixtures';

/**
 * The services editor through the production server: saving and restoring, someone else's newer version, keys,
 * validation, rich text, unsaved changes, theme and accessibility. Signing in is admin-sign-in.spec.ts. The tests stand
 * in for a reverse proxy (TRUST_PROXY=1), so each can sign in as a client of its own. On the worker's server: the
 * services a test edits are put back after it, for the specs that read them.
 */
const admin = workerServer();
keepDocuments(
  admin,
  ['ai-automation', 'mobile-apps', 'digital-marketing', 'crm-erp-development', 'web3', 'web-development'].map(
    (id) => ['services', id] as const,
  ),
);
const { port, base } = admin;

async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
}

async function signIn(page: Page, target = '/admin') {
  await signInAs(page, base, target);
}

const stored = (id: string) => readDocument(admin.databaseUrl, 'services', id);

async function openInFreshContext(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { page, context };
}

test('the services editor saves every field, the public page shows it, and history restores the old text', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/services/ai-automation');
  const services = page.getByRole('navigation', { name: 'Services' });
  await expect(services.getByRole('link', { name: 'AI & Automation' })).toHaveAttribute('aria-current', 'page');
  const original = (await stored('ai-automation'))!.data;
  const history = page.getByRole('region', { name: 'History' });
  const entries = await history.getByRole('listitem').count();
  const title = `AI Agents and Automation ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Feature 1', { exact: true }).fill('Voice agents that book appointments');
  await page.getByRole('button', { name: 'Move down Feature 1' }).click();
  await page.getByRole('button', { name: /^Add Technology \d+$/ }).click();
  const technologies = page.getByLabel(/^Technology \d+$/);
  await technologies.last().fill('LangGraph');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Agentes de IA y automatización');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Changes saved');
  await expect(toast).toContainText(`${title} has been updated successfully.`);
  // The editor stays open with what was saved.
  await expect(page.getByRole('button', { name: 'Spanish', pressed: true })).toBeVisible();

  const saved = (await stored('ai-automation'))!.data;
  expect(saved.title).toEqual({ ...original.title, en: title, es: 'Agentes de IA y automatización' });
  expect(saved.features[1]?.en).toBe('Voice agents that book appointments');
  expect(saved.technologies.at(-1)).toBe('LangGraph');
  expect(saved.overview).toEqual(original.overview);

  const visitor = await openInFreshContext(browser, `${base}/services/ai-automation`);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.page.getByText('Voice agents that book appointments')).toBeVisible();
  const spanish = await visitor.page.goto(`${base}/es/services/ai-automation`);
  expect(spanish?.status()).toBe(200);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Agentes de IA y automatización');

  // One entry more, on top, naming what changed by the form's labels (never the stored keys); the first Restore (the
  // current version has none) brings back the version before.
  await expect(history.getByRole('listitem')).toHaveCount(entries + 1);
  await expect(history.getByRole('listitem').first()).toContainText('Changed: Title, Features, Technologies');
  page.once('dialog', (dialog) => void dialog.accept());
  await history
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  await expect(toast).toContainText('Version restored');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(original.title.es!);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(original.title.en);
  expect((await stored('ai-automation'))!.data).toEqual(original);
  await visitor.page.goto(`${base}/services/ai-automation`);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(original.title.en);
  await visitor.context.close();
});

test('a save over someone else’s newer version is refused and keeps their text', async ({ page, browser }) => {
  await signIn(page, '/admin/services/mobile-apps');
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, '/admin/services/mobile-apps');

  await page.getByLabel('Title', { exact: true }).fill('Mobile Apps, first editor');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('has been updated successfully.');

  await second.getByLabel('Title', { exact: true }).fill('Mobile Apps, second editor');
  await second.getByRole('button', { name: 'Publish changes' }).click();
  await expect(second.getByTestId('toast')).toContainText(
    'This item was changed by someone else. Reload to see the latest version.',
  );
  expect((await stored('mobile-apps'))!.data.title.en).toBe('Mobile Apps, first editor');
  await other.close();
});

test('a stale save is said in the form until acted on, with a Reload that brings the other person’s text', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/services/digital-marketing');
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, '/admin/services/digital-marketing');
  await second.getByLabel('Title', { exact: true }).fill('Marketing, saved first');
  await second.getByRole('button', { name: 'Publish changes' }).click();
  await expect(second.getByTestId('toast')).toContainText('has been updated successfully.');
  await other.close();

  await page.getByLabel('Title', { exact: true }).fill('Marketing, saved second');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(alert).toContainText('Your text stays in the form until you reload');
  // Still there after the toast has gone (it shows for 5 s).
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Marketing, saved second');
  page.once('dialog', (dialog) => void dialog.accept());
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Marketing, saved first');
  await expect(alert).toHaveCount(0);
});

test('Enter in a one-line field does not save; Ctrl/⌘+S keeps a draft from any field, and Publish changes publishes', async ({
  page,
}) => {
  await signIn(page, '/admin/services/crm-erp-development');
  const before = (await stored('crm-erp-development'))!;
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('CRM and ERP, typed and Enter pressed');
  // A save is a call of the saveItem server action, which would start in the key's own event handling (the draft's
  // autosave is another action).
  const saveAction = serverActions('src/admin/item-actions.ts').find((action) => action.name === 'saveItem')!.id;
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-action'] === saveAction) saves.push(request.url());
  });
  await title.press('Enter');
  await page.getByLabel('Technology 1', { exact: true }).press('Enter');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(saves).toEqual([]);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect((await stored('crm-erp-development'))!.version).toBe(before.version);
  // Ctrl/⌘+S keeps a draft, as the button that carries it says: a shortcut pressed out of habit publishes nothing.
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+S Meta+S',
  );
  await expect(page.getByRole('button', { name: 'Publish changes' })).not.toHaveAttribute('aria-keyshortcuts');
  await page.getByLabel('Description', { exact: true }).press('ControlOrMeta+s');
  await expect(page.getByTestId('toast')).toContainText('Draft saved');
  expect(saves).toEqual([]);
  expect((await stored('crm-erp-development'))!.version).toBe(before.version);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'has been updated successfully.' })).toBeVisible();
  const saved = (await stored('crm-erp-development'))!;
  expect(saved.version).toBe(before.version + 1);
  // One save in all: the Enter presses started none that arrived later.
  expect(saves).toHaveLength(1);
  expect(saved.data.title.en).toBe('CRM and ERP, typed and Enter pressed');

  // A restore replaces the form's text: with typing not saved yet, its confirmation says that typing will be lost.
  await title.fill('Typed, not saved');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page
    .getByRole('region', { name: 'History' })
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  expect(await asked).toContain('the changes you have not saved in this form will be lost');
  await expect(title).toHaveValue('Typed, not saved');
  expect((await stored('crm-erp-development'))!.version).toBe(saved.version);
});

test('Save stays in view on a long form, at the top and the foot of a project, at 1280 and 375 px', async ({
  page,
}) => {
  await signIn(page, '/admin/projects/11');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${base}/admin/projects/11`);
    const save = page.getByRole('button', { name: 'Publish changes' });
    const title = page.getByLabel('Title', { exact: true });
    await title.focus();
    await expect(title).toBeInViewport();
    await expect(save).toBeInViewport();
    // The form runs to several screens: from its last field, Save is still there, not covering the field.
    // (The project's own form: the side panel's search appearance is a form of its own.)
    const last = page.locator('main form').first().getByRole('textbox').last();
    await last.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    const [field, bar] = await Promise.all([last.boundingBox(), save.boundingBox()]);
    expect(field!.y + field!.height).toBeLessThanOrEqual(bar!.y);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > 3 * window.innerHeight)).toBe(true);
  }
});

test('bad input gets an error beside its field, focus on it, and nothing is saved', async ({ page }) => {
  await signIn(page, '/admin/services/web3');
  const before = await stored('web3');
  await page.getByLabel('Title', { exact: true }).fill('');
  await page.getByLabel('Image URL', { exact: true }).fill('javascript:alert(document.cookie)');
  await page.getByLabel('Secondary Image URL', { exact: true }).fill('/\t/evil.example/x.png');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Some fields need your attention. Nothing was saved.');
  const titleField = page.getByLabel('Title', { exact: true });
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(titleField).toBeFocused();
  await expect(page.getByLabel('Image URL', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Secondary Image URL', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  const after = await stored('web3');
  expect(after?.version).toBe(before?.version);
  expect(after?.data).toEqual(before?.data);
});

test('a service’s overview is rich text: a quote with a link typed in the editor shows on the public page', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/services/web-development');
  const overview = page.getByRole('textbox', { name: 'Overview' });
  await overview.click();
  // Keys pressed before the editor has the focus are lost (on a busy machine the quote then landed at the start).
  await expect(overview).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.getByRole('toolbar', { name: 'Formatting: Overview' }).getByRole('button', { name: 'Quote' }).click();
  await page.keyboard.type('Ask about our process');
  await selectLineEnd(page, 'our process');
  // The Link dialog finds the page by its title.
  await page.keyboard.press('ControlOrMeta+k');
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByRole('searchbox', { name: 'Find a page by its title' }).fill('process');
  await linkDialog.getByRole('button', { name: 'Our Process Page /process' }).click();
  await expect(overview.getByRole('link', { name: 'our process' })).toHaveAttribute('href', '/process');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Changes saved');

  const saved = (await stored('web-development'))!.data.overview.en;
  expect(saved).toMatch(/^<p>Your website is usually the first conversation/);
  expect(saved).toContain('<blockquote><p>Ask about <a href="/process">our process</a></p></blockquote>');

  const visitor = await openInFreshContext(browser, `${base}/services/web-development`);
  const section = visitor.page.getByRole('region', { name: 'Overview' });
  await expect(section.getByText(/^Your website is usually the first conversation/)).toBeVisible();
  await expect(section.locator('blockquote').getByRole('link', { name: 'our process' })).toHaveAttribute(
    'href',
    '/process',
  );
  await visitor.context.close();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await signIn(page, '/admin/services/web-development');
  await page.getByLabel('Title', { exact: true }).fill('Changed but not saved');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page
    .getByRole('navigation', { name: 'Services' })
    .getByRole('link', { name: 'Web3 & Blockchain Development' })
    .click();
  expect(await asked).toBe('beforeunload');
  await expect(page).toHaveURL(`${base}/admin/services/web-development`);
});

test('the admin follows the device’s dark setting until a theme is picked, and its first tab stop skips to the content', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${base}/admin-login`);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.evaluate(() => localStorage.removeItem('theme'));
  await context.close();

  const light = await browser.newContext({ colorScheme: 'light' });
  const lightPage = await light.newPage();
  await lightPage.goto(`${base}/admin-login`);
  await expect(lightPage.locator('html')).not.toHaveClass(/\bdark\b/);
  await signIn(lightPage, '/admin/services/web3');
  await lightPage.keyboard.press('Tab');
  const skip = lightPage.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await lightPage.keyboard.press('Enter');
  await expect(lightPage.locator('#admin-main')).toBeFocused();
  await lightPage.keyboard.press('Tab');
  // The next stop is in the section (the first service), not the header or the section tabs.
  await expect(lightPage.getByRole('link', { name: 'Web Development', exact: true })).toBeFocused();
  await light.close();
});

test('the login page and the editor have no accessibility or CSP violations, in both themes', async ({
  page,
  cspViolations,
}) => {
  await asNewClient(page);
  await expectNoAxeViolations(page, `${base}/admin-login`);
  await signIn(page, '/admin/services/digital-marketing');
  await expectNoAxeViolations(page, `${base}/admin/services/digital-marketing`);
  await expectNoAxeViolations(page, `${base}/admin`);
  expect(await cspViolations()).toEqual([]);
});

test('the six services stay six: no New, Duplicate or Delete, and the server refuses them whatever is posted', async ({
  page,
}) => {
  await signIn(page, '/admin/services/web3');
  await expect(page.getByRole('heading', { name: 'Editing Web3' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Duplicate' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/services/web3');
  await expect(page.getByRole('link', { name: 'Search appearance' })).toHaveAttribute(
    'href',
    '/admin/seo/service:web3',
  );
  expect((await page.goto(`${base}/admin/services/new`))?.status()).toBe(404);

  const before = await stored('web3');
  const { db, close } = connect(admin.databaseUrl);
  const token = await liveSession(db, OWNER_ID);
  await close();
  const values = Object.fromEntries(
    Object.keys(serviceEditSchema.shape).map((key) => [key, (before!.data as Record<string, unknown>)[key]]),
  );
  const calls: [string, unknown][] = [
    ['createItem', { id: 'seventh-service', values }],
    ['duplicateItem', { id: 'web3' }],
    ['removeItem', { id: 'web3', expectedVersion: before!.version }],
  ];
  for (const [name, input] of calls) {
    const answer = await rawRequest({
      port,
      path: '/admin/services/web3',
      method: 'POST',
      headers: {
        cookie: sessionCookie(token),
        origin: base,
        'next-action': serverActions('src/admin/item-actions.ts').find((action) => action.name === name)!.id,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        'x-forwarded-for': newClient(),
      },
      body: JSON.stringify(['services', input]),
    });
    expect(answer.body, name).toContain('Services are a fixed set');
  }
  expect(await stored('web3')).toEqual(before);
  expect(await stored('seventh-service')).toBeUndefined();
  expect(await stored('web3-copy')).toBeUndefined();
});

test("a service's related projects are chosen by title, saved as the projects' numbers, and shown on its page", async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/services/web3');
  const related = page.getByRole('group', { name: /Related projects/ });
  const before = (await stored('web3'))!.data.relatedProjectIds;
  await page.getByLabel('Find project').fill('Quillsend');
  await page.getByRole('button', { name: /Quillsend/ }).click();
  await expect(related).toContainText('Quillsend');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('has been updated successfully');
  expect((await stored('web3'))!.data.relatedProjectIds).toEqual([...before, 6]);
  const visitor = await openInFreshContext(browser, `${base}/services/web3`);
  await expect(visitor.page.getByRole('main')).toContainText('Quillsend');
  await visitor.context.close();
});
