/**
 * What visitors send in the XSS spec (tests/e2e/xss.spec.ts): the corpus through the contact and white-label forms and
 * the chat, with their page path and user agent; and the services editor's own form typed in by the owner.
 */
import type { Page } from '@playwright/test';
import { paths } from '../../src/lib/paths';
import { expect } from '../e2e/fixtures';
import { newClient, signIn } from './admin';
import { contactFormData, postContact, type FormPage } from './forms';
import { shown } from './xss-content';
import { xssPayloads, type XssPayload } from './xss-payloads';
import type { XssSite } from './xss-site';

const TEST_CAPTCHA = 'test-captcha-pass';
const withoutSpaces = (payload: XssPayload) => !/\s/.test(payload.text);
const printableAscii = (payload: XssPayload) => /^[\x20-\x7e]*$/.test(payload.text);

/** The forms and the editor form, filled in on `site`. */
export function leadSender(site: XssSite) {
  const { base, feed, stored } = site;

  /** The hidden fields of the white-label form's page, as `loadContactForm` reads the contact page's. */
  async function loadWhitelabelForm(): Promise<FormPage> {
    const html = await (await fetch(`${base}${paths.whitelabel}`)).text();
    const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
    const decode = (value: string) => value.replace(/&quot;|&#x27;|&lt;|&gt;|&amp;/g, (entity) => entities[entity]!);
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map(
      (match) => [decode(match[1]!), decode(match[2] ?? '')] as [string, string],
    );
    return { fields: fields.filter(([name]) => name !== 'captcha') };
  }

  /** What a visitor controls besides the form's fields: the page path it names and its user agent. */
  function visitor() {
    return {
      page: `/${feed.take('leads.page', 299, { accept: withoutSpaces }, '')}`,
      userAgent: feed.take('leads.userAgent', 300, { accept: printableAscii }),
      address: newClient(),
    };
  }

  /** Four contact messages (with a calculator estimate), three white-label inquiries and three chat messages. */
  async function sendLeads(contact: FormPage, whitelabel: FormPage) {
    const catalogue = (await stored('pricing', shown.pricing)).data;
    const estimateOptions = catalogue.categories.map((category) => category.options[0]!.id).join(',');
    for (let i = 0; i < 4; i++) {
      const { page, userAgent, address } = visitor();
      const response = await postContact(
        base,
        contact,
        {
          name: feed.take('leads.name', 120),
          email: 'visitor@example.com',
          company: feed.take('leads.company', 160),
          message: feed.take('leads.message', 5000, {}, '\n'),
          services: ['web-development'],
          plan: feed.take('leads.plan', 40),
          estimateTab: shown.pricing,
          estimateOptions,
          locale: i % 2 ? 'ar' : 'en',
          page,
          captcha: TEST_CAPTCHA,
        },
        { 'x-forwarded-for': address, 'user-agent': userAgent },
      );
      expect(response.status, 'contact form').toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      const { page, userAgent, address } = visitor();
      const body = contactFormData(whitelabel, {
        name: feed.take('leads.name', 120),
        email: 'partner@example.com',
        company: feed.take('leads.company', 160),
        message: feed.take('leads.message', 5000, {}, '\n'),
        locale: i % 2 ? 'ar' : 'en',
        page,
        captcha: TEST_CAPTCHA,
      });
      const response = await fetch(`${base}${paths.whitelabel}`, {
        method: 'POST',
        body,
        headers: { origin: base, 'x-forwarded-for': address, 'user-agent': userAgent },
      });
      expect(response.status, 'white-label form').toBe(200);
    }
    const issuedAt = contact.fields.find(([name]) => name === 'issuedAt')?.[1];
    for (let i = 0; i < 3; i++) {
      const { page, userAgent, address } = visitor();
      const response = await fetch(`${base}/api/chat`, {
        method: 'POST',
        body: JSON.stringify({
          name: feed.take('leads.name', 120),
          email: 'chatter@example.com',
          message: feed.take('leads.message', 2000, {}, '\n'),
          locale: i % 2 ? 'ar' : 'en',
          page,
          captcha: TEST_CAPTCHA,
          issuedAt,
        }),
        headers: {
          origin: base,
          'content-type': 'application/json',
          'x-forwarded-for': address,
          'user-agent': userAgent,
        },
      });
      const result: unknown = await response.json();
      expect(result, 'chat').toEqual({ status: 'ok' });
    }
  }

  /** The services editor's own form, in the browser: a title and a feature typed in, saved with its button. */
  async function saveThroughTheEditorForm(page: Page) {
    const [title, feature] = [xssPayloads[5]!, xssPayloads[26]!];
    await signIn(page, base, `/admin/services/${shown.service}`);
    await page.getByLabel('Title', { exact: true }).fill(title.text);
    await page.getByLabel('Feature 1', { exact: true }).fill(feature.text);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('has been updated successfully.');
    feed.record('services.title.en (editor form)', [title]);
    feed.record('services.features.en (editor form)', [feature]);
    const saved = (await stored('services', shown.service)).data;
    expect([saved.title.en, saved.features[0]?.en]).toEqual([title.text, feature.text]);
  }

  return { loadWhitelabelForm, sendLeads, saveThroughTheEditorForm };
}
