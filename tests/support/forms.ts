import type { Page } from '@playwright/test';

/** Posting the contact form the way a browser without JavaScript does (multipart, with Next.js' action fields). */
export interface FormPage {
  fields: [string, string][];
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The hidden inputs of the contact form in a rendered page (action fields, locale, page, signed render time). */
export async function loadContactForm(baseUrl: string): Promise<FormPage> {
  const html = await (await fetch(`${baseUrl}/contact-us`)).text();
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map(
    (match) => [decode(match[1]!), decode(match[2] ?? '')] as [string, string],
  );
  return { fields: fields.filter(([name]) => name !== 'captcha') };
}

/** The multipart body a browser without JavaScript posts: the page's hidden fields, then the visitor's values. */
export function contactFormData(form: FormPage, values: Record<string, string | string[]>): FormData {
  const body = new FormData();
  for (const [name, value] of form.fields) body.append(name, value);
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

export async function postContact(
  baseUrl: string,
  form: FormPage,
  values: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const body = contactFormData(form, values);
  const response = await fetch(`${baseUrl}/contact-us`, {
    method: 'POST',
    body,
    headers: { origin: baseUrl, ...headers },
  });
  return { status: response.status, body: await response.text() };
}

/**
 * What the page says after a post without JavaScript, read from its rendered status paragraph. (The texts themselves
 * are in every contact page's RSC payload as props; only the answer renders them as an element.)
 */
export function noScriptOutcome(html: string): 'sent' | 'expired' | 'rate_limited' | 'other' {
  if (html.includes('>Message sent successfully!')) return 'sent';
  if (html.includes('>This page was open for a long time')) return 'expired';
  if (html.includes('>You have sent several messages in a short time')) return 'rate_limited';
  return 'other';
}

/** How soon after its page was drawn a form may be sent without being filed as spam (src/server/leads/submit.ts). */
const HUMAN_FILL_MS = 3_000;

/**
 * Waits until a person could have filled the form opened at `openedAt` (Date.now() when its page was loaded): the
 * server files a form sent faster than that as spam, and a fast machine fills a form well within it.
 */
export async function waitLikeAPerson(page: Page, openedAt: number): Promise<void> {
  const left = HUMAN_FILL_MS + 250 - (Date.now() - openedAt);
  if (left > 0) await page.waitForTimeout(left);
}
