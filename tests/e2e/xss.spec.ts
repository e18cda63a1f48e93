import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CollectionName } from '../../src/content';
import { pick, type LocalizedText } from '../../src/content/fields';
import { caseStudySchema } from '../../src/content/case-study';
import { projectSchema } from '../../src/content/project';
import type { Locale } from '../../src/lib/locales';
import { localizedPath, paths } from '../../src/lib/paths';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { ADMIN_PASSWORD, adminServer, newClient, serverActions, signIn } from '../support/admin';
import { contactFormData, loadContactForm, postContact, type FormPage } from '../support/forms';
import {
  seoEditSchema,
  serviceEditSchema,
  textTestimonialEditSchema,
  videoTestimonialEditSchema,
} from '../support/edit-schemas';
import { waitForHydration } from '../support/hydration';
import { rawRequest } from '../support/raw-http';
import {
  findExecutableMarkup,
  PayloadFeed,
  renderedText,
  settle,
  summarize,
  unsafeUrls,
  watchedPage,
  xssPayloads,
  type XssPayload,
} from '../support/xss-payloads';
import { expect, test } from './fixtures';

/**
 * Issue 19 (SECURITY.md D2, D3, E1): the XSS corpus goes into every text and rich-text field an admin edits and every
 * field a visitor sends, through the real editors' actions (one through the editor UI) and the real forms; then
 * Chromium opens every page that shows them, in English, Arabic (and Spanish and German where the rich-text fields
 * hold the corpus), and the leads inbox. No payload may run, no dialog may open, and no CSP violation may be reported:
 * a violation would mean markup got past the sanitiser or React and only the CSP stopped it.
 *
 * A production server of its own, on its own database, with the test captcha, behind one trusted proxy (the test).
 */
test.describe.configure({ mode: 'serial' });

// The test captcha is accepted only in a test start; the test is the proxy that names each visitor's address.
const server = adminServer(22, { NODE_ENV: 'test', CAPTCHA_PROVIDER: 'test' });
const { port, base } = server;
const adminAddress = newClient();
let adminCookie = '';

test.beforeAll(async () => {
  const login = await rawRequest({
    port,
    path: '/api/admin/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': adminAddress },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  adminCookie = String(login.headers['set-cookie']).split(';')[0]!;
});

async function withDb<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(server.databaseUrl);
  try {
    return await work(db);
  } finally {
    await close();
  }
}

async function stored<C extends CollectionName>(collection: C, id: string) {
  const doc = await withDb((db) => getDocument(db, collection, id));
  if (!doc) throw new Error(`no ${collection} document ${id}`);
  return doc;
}

type EditorResult = { status: string; version?: number; fields?: Record<string, string> };

/** An action by its name, or a collection action with the collection its page binds (`['saveItem', 'projects']`). */
type ActionRef = string | readonly [string, string];

/** What the project and case-study editors send: every field of the content but the id (and a project's slug). */
const projectEditSchema = projectSchema.omit({ id: true, slug: true });
const caseStudyEditSchema = caseStudySchema.omit({ id: true });

/**
 * The body React sends for an action's argument: JSON, with a string that starts with `$` escaped as `$$` (unescaped,
 * `$` marks a reference to another part of the reply).
 */
const replyBody = (args: unknown[]) =>
  JSON.stringify(args, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith('$') ? `$${value}` : value,
  );

interface Caller {
  /** The page the action is posted to, as from a form on it. */
  path: string;
  cookie?: string;
  address: string;
  userAgent?: string;
}

const asOwner = (): Caller => ({ path: '/admin', cookie: adminCookie, address: adminAddress });

/**
 * Calls a server action the way the page's JavaScript does: an admin editor's with the owner's session (the default),
 * or the chat widget's as a visitor.
 */
async function callAction(ref: ActionRef, input: unknown, caller = asOwner()): Promise<EditorResult> {
  const [name, ...bound] = typeof ref === 'string' ? [ref] : ref;
  const action = serverActions('features/').find((candidate) => candidate.name === name);
  if (!action) throw new Error(`no server action ${name} in the build`);
  const { path: pagePath, cookie, address, userAgent } = caller;
  const response = await rawRequest({
    port,
    path: pagePath,
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(userAgent ? { 'user-agent': userAgent } : {}),
      origin: base,
      'next-action': action.id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'x-forwarded-for': address,
    },
    body: replyBody([...bound, input]),
  });
  expect(response.status, name).toBe(200);
  // Row 1 of the answer is the action's return value (long strings in it refer to rows of their own).
  const row = rscRows(response.body).get('1');
  if (!row) throw new Error(`${name} answered no result: ${response.body.slice(0, 300)}`);
  return JSON.parse(row) as EditorResult;
}

/** The rows of an RSC answer by id: a JSON row ends at a newline, a text row (`T<hex byte length>,`) after its bytes. */
function rscRows(body: string): Map<string, string> {
  const bytes = Buffer.from(body);
  const rows = new Map<string, string>();
  for (let at = 0; at < bytes.length;) {
    const colon = bytes.indexOf(':', at);
    if (colon === -1) break;
    const id = bytes.subarray(at, colon).toString();
    if (bytes[colon + 1] === 'T'.charCodeAt(0)) {
      const comma = bytes.indexOf(',', colon);
      const end = comma + 1 + parseInt(bytes.subarray(colon + 2, comma).toString(), 16);
      rows.set(id, bytes.subarray(comma + 1, end).toString());
      at = end;
    } else {
      const newline = bytes.indexOf('\n', colon);
      const end = newline === -1 ? bytes.length : newline;
      rows.set(id, bytes.subarray(colon + 1, end).toString());
      at = end + 1;
    }
  }
  return rows;
}

/** What an editor sends: the fields its schema shows, as stored. */
function editable(schema: z.ZodObject, data: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in data)
      .map((key) => [key, (data as Record<string, unknown>)[key]]),
  );
}

interface UrlEditor {
  collection: CollectionName;
  action: ActionRef;
  /** The document it is tried on. */
  id: string;
  /** What the editor sends. */
  schema: z.ZodObject;
  /** Its URL fields, as the answer names them. */
  urls: string[];
}

const urlEditors: UrlEditor[] = [
  {
    collection: 'services',
    action: ['saveItem', 'services'],
    id: 'web-development',
    schema: serviceEditSchema,
    urls: ['image', 'secondaryImage'],
  },
  {
    collection: 'projects',
    action: ['saveItem', 'projects'],
    id: '11',
    schema: projectEditSchema,
    urls: ['image', 'gallery.0', 'link'],
  },
  {
    collection: 'caseStudies',
    action: ['saveItem', 'caseStudies'],
    id: 'smart-emr',
    schema: caseStudyEditSchema,
    urls: ['image', 'gallery.0'],
  },
  {
    collection: 'textTestimonials',
    action: ['saveItem', 'textTestimonials'],
    id: 'sarah-mitchell',
    schema: textTestimonialEditSchema,
    urls: ['image'],
  },
  {
    collection: 'videoTestimonials',
    action: ['saveItem', 'videoTestimonials'],
    id: 'solvane-energy',
    schema: videoTestimonialEditSchema,
    urls: ['videoUrl', 'poster'],
  },
  { collection: 'seo', action: ['saveItem', 'seo'], id: 'home', schema: seoEditSchema, urls: ['ogImage'] },
];

/** `values` with the field at a dotted path (`gallery.1`) replaced. */
function withValue(values: Record<string, unknown>, dotted: string, value: string): Record<string, unknown> {
  const copy = structuredClone(values);
  const [field, index] = dotted.split('.') as [string, string | undefined];
  if (index === undefined) copy[field] = value;
  else {
    const list = [...((copy[field] as unknown[] | undefined) ?? [])];
    list[Number(index)] = value;
    copy[field] = list;
  }
  return copy;
}

test('every URL field of the editors refuses javascript:, data:, //host, http: and their disguises (D3)', async () => {
  let refused = 0;
  for (const editor of urlEditors) {
    const before = await stored(editor.collection, editor.id);
    const values = editable(editor.schema, before.data);
    // Each request makes every URL field of the editor bad at once, each with another value, until each field has
    // had every value; the answer must name exactly those fields.
    for (let round = 0; round < unsafeUrls.length; round++) {
      const bad = editor.urls.reduce(
        (next, field, k) => withValue(next, field, unsafeUrls[(round + k) % unsafeUrls.length]!),
        values,
      );
      const result = await callAction(editor.action, { id: editor.id, expectedVersion: before.version, values: bad });
      const label = `${editor.action} with ${editor.urls.map((_, k) => unsafeUrls[(round + k) % unsafeUrls.length])}`;
      expect(result.status, label).toBe('invalid');
      expect(Object.keys(result.fields ?? {}).sort(), label).toEqual([...editor.urls].sort());
      refused += editor.urls.length;
    }
    // The same values with the stored, good URLs are accepted: the refusals above were the URLs' doing.
    const good = await callAction(editor.action, { id: editor.id, expectedVersion: before.version, values });
    expect(good.status, String(editor.action)).toBe('saved');
  }
  const fields = urlEditors.reduce((count, editor) => count + editor.urls.length, 0);
  test.info().annotations.push({
    type: 'figure',
    description: `${unsafeUrls.length} unsafe URLs × ${fields} URL fields in ${urlEditors.length} editors: ${refused} refused, 0 accepted`,
  });
});

/** Short text fields, taken together, get the corpus in turn; long ones get as much of it as they hold. */
const feed = new PayloadFeed();
/** Rich-text slots get one payload each, so every payload is tried alone through the sanitiser somewhere. */
const isolated = new PayloadFeed();
/** The same for rich text stored unsanitised (a feed of its own, so it starts again at the first payload). */
const rawFeed = new PayloadFeed();

/** A localized text with payloads in English and Arabic (the other languages keep their text). */
function payloadText(field: string, current: LocalizedText | undefined, max: number): LocalizedText {
  return { ...current, en: feed.take(`${field}.en`, max), ar: feed.take(`${field}.ar`, max) };
}

/** Text each rich-text slot starts with, which the page must show: the field went through the renderer. */
const marker = (collection: RichTextCollection, id: string, field: string, locale: string) =>
  `${collection}-${id}-${field}-${locale}`;
const richTextFields = {
  projects: ['longDescription', 'challenge', 'solution', 'results'],
  caseStudies: ['challenge', 'analysis', 'solution', 'results'],
} as const;
type RichTextCollection = keyof typeof richTextFields;
const richTextLocales = ['en', 'ar', 'es', 'de'] as const;

/** A rich-text field: one payload alone in English, Arabic and Spanish; the whole corpus together in German. */
function payloadRichText(
  collection: RichTextCollection,
  id: string,
  field: string,
  current: LocalizedText | undefined,
  max: number,
  alone = isolated,
) {
  const room = max - 80;
  const slot = (locale: (typeof richTextLocales)[number], source: PayloadFeed, count?: number) =>
    `<p>${marker(collection, id, field, locale)}</p>${source.take(`${collection}.${field}.${locale}`, room, { count }, '\n')}`;
  return {
    ...current,
    en: slot('en', alone, 1),
    ar: slot('ar', alone, 1),
    es: slot('es', alone, 1),
    de: slot('de', feed),
  };
}

async function save(action: ActionRef, collection: CollectionName, id: string, values: object) {
  const { version } = await stored(collection, id);
  const result = await callAction(action, { id, expectedVersion: version, values });
  expect(result, `${action} ${id}`).toMatchObject({ status: 'saved' });
}

/** The documents the pages below show, each written through its editor's action. */
const shown = {
  service: 'web-development',
  projects: ['11', '16'],
  caseStudies: ['smart-emr', 'm1'],
  blogPost: 'seo-basics-for-small-businesses',
  pricing: 'web',
  /** A project whose rich text is stored unsanitised, as by an old import or a direct write. */
  rawProject: '14',
} as const;
const seoKeys = [
  'home',
  'services',
  `service:${shown.service}`,
  'portfolio',
  ...shown.projects.map((id) => `project:${id}`),
  'caseStudies',
  ...shown.caseStudies.map((id) => `case-study:${id}`),
  'blog',
  `blog:${shown.blogPost}`,
  'pricing',
];

async function writeContent() {
  const service = (await stored('services', shown.service)).data;
  await save(['saveItem', 'services'], 'services', shown.service, {
    ...editable(serviceEditSchema, service),
    title: payloadText('services.title', service.title, 120),
    description: payloadText('services.description', service.description, 600),
    features: service.features.map((text) => payloadText('services.features', text, 2000)),
    technologies: service.technologies.map(() => feed.take('services.technologies', 60)),
    process: service.process.map((step) => ({
      title: payloadText('services.process.title', step.title, 200),
      description: payloadText('services.process.description', step.description, 2000),
    })),
    benefits: service.benefits.map((text) => payloadText('services.benefits', text, 2000)),
  });

  for (const id of shown.projects) {
    const project = (await stored('projects', id)).data;
    await save(['saveItem', 'projects'], 'projects', id, {
      ...editable(projectEditSchema, project),
      title: payloadText('projects.title', project.title, 120),
      shortDescription: payloadText('projects.shortDescription', project.shortDescription, 240),
      longDescription: payloadRichText('projects', id, 'longDescription', project.longDescription, 2000),
      client: feed.take('projects.client', 120),
      technologies: project.technologies.map(() => feed.take('projects.technologies', 60)),
      challenge: payloadRichText('projects', id, 'challenge', project.challenge, 20_000),
      solution: payloadRichText('projects', id, 'solution', project.solution, 20_000),
      results: payloadRichText('projects', id, 'results', project.results, 20_000),
    });
  }

  for (const id of shown.caseStudies) {
    const study = (await stored('caseStudies', id)).data;
    await save(['saveItem', 'caseStudies'], 'caseStudies', id, {
      ...editable(caseStudyEditSchema, study),
      title: payloadText('caseStudies.title', study.title, 160),
      client: feed.take('caseStudies.client', 120),
      industry: payloadText('caseStudies.industry', study.industry, 120),
      description: payloadText('caseStudies.description', study.description, 600),
      challenge: payloadRichText('caseStudies', id, 'challenge', study.challenge, 20_000),
      analysis: payloadRichText('caseStudies', id, 'analysis', study.analysis, 20_000),
      solution: payloadRichText('caseStudies', id, 'solution', study.solution, 20_000),
      results: payloadRichText('caseStudies', id, 'results', study.results, 20_000),
    });
  }

  for (const testimonial of await allOf('textTestimonials')) {
    await save(['saveItem', 'textTestimonials'], 'textTestimonials', testimonial.id, {
      ...editable(textTestimonialEditSchema, testimonial),
      name: feed.take('textTestimonials.name', 120),
      role: payloadText('textTestimonials.role', testimonial.role, 160),
      quote: payloadText('textTestimonials.quote', testimonial.quote, 1200),
    });
  }
  for (const video of await allOf('videoTestimonials')) {
    await save(['saveItem', 'videoTestimonials'], 'videoTestimonials', video.id, {
      ...editable(videoTestimonialEditSchema, video),
      company: feed.take('videoTestimonials.company', 120),
      reviewer: feed.take('videoTestimonials.reviewer', 120),
      role: payloadText('videoTestimonials.role', video.role, 160),
    });
  }

  for (const id of seoKeys) {
    const entry = (await stored('seo', id)).data;
    await save(['saveItem', 'seo'], 'seo', id, {
      ...editable(seoEditSchema, entry),
      title: payloadText('seo.title', entry.title, 60),
      description: payloadText('seo.description', entry.description, 160),
      keywords: Array.from({ length: 15 }, () => feed.take('seo.keywords', 60)),
    });
  }

  const catalogue = (await stored('pricing', shown.pricing)).data;
  await save(['saveItem', 'pricing'], 'pricing', shown.pricing, {
    categories: catalogue.categories.map((category) => ({
      ...category,
      name: payloadText('pricing.name', category.name, 120),
      options: category.options.map((option) => ({
        ...option,
        label: payloadText('pricing.label', option.label, 120),
        info: payloadText('pricing.info', option.info, 400),
      })),
    })),
  });

  await writeBlogPost();
  await writeRawRichText();
}

/**
 * Rich text is sanitised on render as well as on save (D2): this project's is written past the editor, with only the
 * schema's checks, so its payloads reach the page's renderer as they were typed.
 */
async function writeRawRichText() {
  const { data, version } = await stored('projects', shown.rawProject);
  const raw = Object.fromEntries(
    richTextFields.projects.map((field) => [
      field,
      payloadRichText(
        'projects',
        shown.rawProject,
        field,
        data[field],
        field === 'longDescription' ? 2000 : 20_000,
        rawFeed,
      ),
    ]),
  );
  await withDb((db) => saveDocument(db, 'projects', { ...data, ...raw }, { by: 'xss-spec', expectedVersion: version }));
}

async function listIds(db: Kysely<Database>, collection: CollectionName) {
  return db.selectFrom('documents').select('id').where('collection', '=', collection).execute();
}

async function allOf<C extends CollectionName>(collection: C) {
  const ids = await withDb((db) => listIds(db, collection));
  return Promise.all(ids.map(async ({ id }) => (await stored(collection, id)).data));
}

/**
 * Blog posts have no editor: the post is written with the save function every content write goes through (schema
 * validation included). Its Markdown holds the whole corpus as paragraphs, list items, headings and bold text.
 */
async function writeBlogPost() {
  const post = await stored('blogPosts', shown.blogPost);
  const shapes = [(t: string) => t, (t: string) => `- ${t}`, (t: string) => `## ${t}`, (t: string) => `**${t}**`];
  const markdown = xssPayloads.map((payload, i) => shapes[i % shapes.length]!(payload.text)).join('\n\n');
  feed.record('blogPosts.content.en', xssPayloads);
  feed.record('blogPosts.content.ar', xssPayloads);
  await withDb((db) =>
    saveDocument(
      db,
      'blogPosts',
      {
        ...post.data,
        title: payloadText('blogPosts.title', post.data.title, 160),
        author: feed.take('blogPosts.author', 120),
        description: payloadText('blogPosts.description', post.data.description, 400),
        imageAlt: payloadText('blogPosts.imageAlt', post.data.imageAlt, 200),
        content: { ...post.data.content, en: markdown, ar: markdown },
      },
      { by: 'xss-spec', expectedVersion: post.version },
    ),
  );
}

const TEST_CAPTCHA = 'test-captcha-pass';
const withoutSpaces = (payload: XssPayload) => !/\s/.test(payload.text);
const printableAscii = (payload: XssPayload) => /^[\x20-\x7e]*$/.test(payload.text);

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
    const result = await callAction(
      'submitChatAction',
      {
        name: feed.take('leads.name', 120),
        email: 'chatter@example.com',
        message: feed.take('leads.message', 2000, {}, '\n'),
        locale: i % 2 ? 'ar' : 'en',
        page,
        captcha: TEST_CAPTCHA,
        issuedAt,
      },
      { path: '/', address, userAgent },
    );
    expect(result, 'chat').toEqual({ status: 'ok' });
  }
}

/** The services editor's own form, in the browser: a title and a feature typed in, saved with its button. */
async function saveThroughTheEditorForm(page: Page) {
  const [title, feature] = [xssPayloads[5]!, xssPayloads[26]!];
  await signIn(page, base, `/admin/services/${shown.service}`);
  await page.getByLabel('Title', { exact: true }).fill(title.text);
  await page.getByLabel('Feature 1', { exact: true }).fill(feature.text);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('has been updated successfully.');
  feed.record('services.title.en (editor form)', [title]);
  feed.record('services.features.en (editor form)', [feature]);
  const saved = (await stored('services', shown.service)).data;
  expect([saved.title.en, saved.features[0]?.en]).toEqual([title.text, feature.text]);
}

/**
 * Every tag a sanitised rich text may hold: allowlisted, without attributes; links only to this site, mailto:, tel:
 * or the web (those with rel and target).
 */
const sanitisedTag =
  /^<\/?(?:p|ul|ol|li|strong|em|b|i|br|h3|h4|blockquote|code|a)>$|^<a href="(?:\/(?![/\\])|mailto:|tel:)[^"]*">$|^<a href="https?:\/\/[^"]*" rel="noopener noreferrer" target="_blank">$/;

test('the corpus goes in through the editors (one through its form), the blog save and the public forms; rich text is stored sanitised (D2)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const contact = await loadContactForm(base);
  const whitelabel = await loadWhitelabelForm();
  const formsLoadedAt = Date.now();
  await writeContent();
  await saveThroughTheEditorForm(page);
  // Past the forms' minimum fill time, so the leads are not filed as spam (the inbox hides spam).
  const wait = formsLoadedAt + 3_100 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await sendLeads(contact, whitelabel);

  const newLeads = await withDb((db) =>
    db
      .selectFrom('leads')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
      .where('status', '=', 'new')
      .groupBy('kind')
      .execute(),
  );
  expect(Object.fromEntries(newLeads.map((row) => [row.kind, Number(row.count)]))).toEqual({
    contact: 4,
    whitelabel: 3,
    chat: 3,
  });

  const richTexts = [
    ...(await Promise.all(shown.projects.map((id) => stored('projects', id)))).flatMap(({ data }) =>
      richTextFields.projects.map((field) => data[field]),
    ),
    ...(await Promise.all(shown.caseStudies.map((id) => stored('caseStudies', id)))).flatMap(({ data }) =>
      richTextFields.caseStudies.map((field) => data[field]),
    ),
  ].flatMap((text) => richTextLocales.map((locale) => text?.[locale] ?? ''));
  expect(richTexts).toHaveLength(64);
  for (const html of richTexts) {
    const tags = html.match(/<[^>]*>/g) ?? [];
    expect(
      tags.filter((tag) => !sanitisedTag.test(tag)),
      html,
    ).toEqual([]);
    // Text is stored escaped, so every `<` left opens one of those tags.
    expect(html.split('<').length - 1, html).toBe(tags.length);
  }
  // What the render-time sanitiser will get: the payloads as typed.
  const raw = (await stored('projects', shown.rawProject)).data;
  expect(raw.challenge?.de).toContain(xssPayloads[0]!.text);
});

/** Line breaks as the HTML parser leaves them (a form post sends CRLF; the page's text has LF). */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

interface PageCheck {
  path: string;
  /** Field values that must show verbatim, as text. */
  texts: string[];
  /** The `<title>` text (an SEO entry's title). */
  title?: string;
}

async function expectInert(page: Page, check: PageCheck) {
  const response = await page.goto(`${base}${check.path}`);
  expect.soft(response?.status(), check.path).toBe(200);
  await waitForHydration(page, 'main');
  await settle(page);
  expect.soft(page.url(), `${check.path}: nothing navigated away`).toBe(`${base}${check.path}`);
  expect.soft(await page.evaluate(findExecutableMarkup), `${check.path}: markup that could run`).toEqual([]);
  const text = lines(await page.evaluate(renderedText));
  for (const expected of check.texts)
    expect.soft(text.includes(lines(expected)), `${check.path} shows ${JSON.stringify(expected)} as text`).toBe(true);
  if (check.title) expect.soft(await page.title(), `${check.path} <title>`).toContain(check.title);
}

/** Every public page that shows the written documents, in English and Arabic; rich-text pages also in es and de. */
async function publicPages(): Promise<PageCheck[]> {
  const service = (await stored('services', shown.service)).data;
  const projects = await Promise.all(shown.projects.map(async (id) => (await stored('projects', id)).data));
  const rawProject = (await stored('projects', shown.rawProject)).data;
  const studies = await Promise.all(shown.caseStudies.map(async (id) => (await stored('caseStudies', id)).data));
  const post = (await stored('blogPosts', shown.blogPost)).data;
  const catalogue = (await stored('pricing', shown.pricing)).data;
  // The carousel shows the first testimonial by order; every video testimonial has a card.
  const testimonial = (await allOf('textTestimonials')).sort((a, b) => a.order - b.order)[0]!;
  const videos = await allOf('videoTestimonials');
  const seo = new Map(
    await Promise.all(seoKeys.map(async (key) => [key, (await stored('seo', key)).data.title] as const)),
  );

  const checks: PageCheck[] = [];
  for (const locale of ['en', 'ar'] as const) {
    const at = (pagePath: string) => localizedPath(locale, pagePath);
    const say = (text: LocalizedText) => pick(text, locale);
    const title = (key: string) => say(seo.get(key)!);
    checks.push(
      {
        path: at(paths.home),
        texts: [
          say(service.title),
          say(projects[0]!.title),
          say(testimonial.quote),
          testimonial.name,
          ...videos.flatMap((video) => [video.company, video.reviewer]),
        ],
        title: title('home'),
      },
      { path: at(paths.services), texts: [say(service.title), say(service.description)], title: title('services') },
      {
        path: at(paths.service(shown.service)),
        texts: [
          say(service.title),
          say(service.features[0]!),
          say(service.process[0]!.title),
          say(service.benefits[0]!),
        ],
        title: title(`service:${shown.service}`),
      },
      { path: at(paths.portfolio), texts: projects.map((project) => say(project.title)), title: title('portfolio') },
      ...projects.map((project) => ({
        path: at(paths.project(project.id)),
        texts: [say(project.title), project.client, ...richTextMarkers('projects', project.id, locale)],
        title: title(`project:${project.id}`),
      })),
      { path: at(paths.caseStudies), texts: studies.map((study) => say(study.title)), title: title('caseStudies') },
      ...studies.map((study) => ({
        path: at(paths.caseStudy(study.id)),
        texts: [
          say(study.title),
          study.client,
          say(study.industry),
          ...richTextMarkers('caseStudies', study.id, locale),
        ],
        title: title(`case-study:${study.id}`),
      })),
      { path: at(paths.blog), texts: [say(post.title)], title: title('blog') },
      {
        path: at(paths.blogPost(post.slug)),
        texts: [say(post.title), post.author, say(post.description)],
        title: title(`blog:${post.slug}`),
      },
      {
        path: at(paths.pricing),
        texts: [say(catalogue.categories[0]!.name), say(catalogue.categories[0]!.options[0]!.label)],
        title: title('pricing'),
      },
    );
  }
  for (const locale of ['en', 'ar', 'es', 'de'] as const) {
    checks.push({
      path: localizedPath(locale, paths.project(rawProject.id)),
      texts: richTextMarkers('projects', rawProject.id, locale),
    });
  }
  for (const locale of ['es', 'de'] as const) {
    checks.push(
      ...projects.map((project) => ({
        path: localizedPath(locale, paths.project(project.id)),
        texts: richTextMarkers('projects', project.id, locale),
      })),
      ...studies.map((study) => ({
        path: localizedPath(locale, paths.caseStudy(study.id)),
        texts: richTextMarkers('caseStudies', study.id, locale),
      })),
    );
  }
  return checks;
}

function richTextMarkers(collection: RichTextCollection, id: string | number, locale: Locale) {
  return richTextFields[collection].map((field) => marker(collection, String(id), field, locale));
}

/** The leads inbox, one lead of each kind, and the editors that show the rich texts. */
async function adminPages(): Promise<PageCheck[]> {
  const leads = await withDb((db) =>
    db
      .selectFrom('leads')
      .select(['id', 'kind', 'name', 'company', 'message', 'page', 'user_agent', 'estimate'])
      .orderBy('created_at')
      .execute(),
  );
  const checks: PageCheck[] = [{ path: '/admin/leads', texts: leads.map((lead) => lead.name) }];
  for (const kind of ['contact', 'whitelabel', 'chat']) {
    const lead = leads.find((candidate) => candidate.kind === kind)!;
    const estimate = lead.estimate ? (JSON.parse(lead.estimate) as { lines: { label: string }[] }) : undefined;
    checks.push({
      path: `/admin/leads/${lead.id}`,
      texts: [
        lead.name,
        lead.company ?? '',
        lead.message,
        lead.page ?? '',
        lead.user_agent ?? '',
        ...(estimate?.lines.map((line) => line.label) ?? []),
      ],
    });
  }
  checks.push(
    {
      path: `/admin/projects/${shown.projects[0]}`,
      texts: richTextMarkers('projects', shown.projects[0], 'en'),
    },
    {
      path: `/admin/casestudies/${shown.caseStudies[0]}`,
      texts: richTextMarkers('caseStudies', shown.caseStudies[0], 'en'),
    },
  );
  return checks;
}

test('no payload runs on any page that shows them, or in the leads inbox; rich text is sanitised again on render; plain-text fields show them as text (D2, E1)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page, seen } = await watchedPage(browser);

  // The watchers see what they are there for: a canary call, a dialog, markup that could run, and an injected handler
  // that the CSP blocks.
  await page.goto(`${base}/`);
  await waitForHydration(page, 'main');
  await page.evaluate(() => {
    window.__xss('control');
    alert('control');
    const probe = document.createElement('div');
    probe.id = 'probe';
    probe.innerHTML = `<img src="/icon.svg?probe" onload="window.__xss('past-the-csp')"><a href="javascript:void 0">x</a>`;
    document.body.append(probe);
  });
  await expect.poll(() => seen.violations.length).toBeGreaterThan(0);
  expect(seen.calls).toEqual([`control in ${base}/`]);
  expect(seen.dialogs).toEqual([`alert “control” on ${base}/`]);
  expect((await page.evaluate(findExecutableMarkup)).map((finding) => finding.split(':')[0])).toEqual([
    'handler attribute',
    'javascript',
  ]);
  Object.assign(seen, { calls: [], violations: [], dialogs: [] });

  const publicChecks = await publicPages();
  for (const check of publicChecks) await expectInert(page, check);
  await context.addCookies([{ name: 'admin-session', value: adminCookie.split('=')[1]!, url: base }]);
  const adminChecks = await adminPages();
  for (const check of adminChecks) await expectInert(page, check);
  await page.evaluate(() => undefined); // lets the last page's binding calls arrive

  expect(seen.calls, 'canary calls').toEqual([]);
  expect(seen.dialogs, 'dialogs').toEqual([]);
  expect(seen.violations, 'CSP violations').toEqual([]);
  const written = summarize([feed, isolated, rawFeed]);
  expect(summarize([isolated]).fewestFieldsPerPayload, 'every payload alone in a rich-text field').toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'figure',
    description:
      `${xssPayloads.length} payloads into ${written.fields} fields (${written.placements} placements; each payload ` +
      `in ≥ ${written.fewestFieldsPerPayload} fields, and alone in ≥ 1 rich-text field) × ${publicChecks.length} ` +
      `public pages (en, ar; rich text also es, de) + ${adminChecks.length} admin pages: ${seen.calls.length} canary ` +
      `calls, ${seen.dialogs.length} dialogs, ${seen.violations.length} CSP violations`,
  });
  await context.close();
});
