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

export async function postContact(
  baseUrl: string,
  form: FormPage,
  values: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const body = new FormData();
  for (const [name, value] of form.fields) body.append(name, value);
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const response = await fetch(`${baseUrl}/contact-us`, {
    method: 'POST',
    body,
    headers: { origin: baseUrl, ...headers },
  });
  return { status: response.status, body: await response.text() };
}
