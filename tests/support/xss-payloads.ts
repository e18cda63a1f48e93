import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Cross-site-scripting payloads for tests/e2e/xss.spec.ts (SECURITY.md D2, D3, E1), a feed that hands them out to the
 * fields they are written into, and what tells whether one ran: a watched page and a search of the rendered DOM.
 *
 * Every payload, if it ever ran, would call the page's canary `window.__xss('<id>')` with its own id, so a failure
 * names the payload that got through. They cover the classic families: script elements, event-handler attributes,
 * `javascript:` and `data:` URLs (plain, mixed case, entity-encoded, with control characters), frames and objects,
 * style tricks, tag splitting, breaking out of the element or attribute a text lands in (`</textarea>`, `</title>`,
 * `">`), breaking out of a JSON or template literal inside a script, mutation XSS and Markdown links.
 */
export interface XssPayload {
  /** `x01` … : what the canary is called with. */
  id: string;
  /** The trick it tries, for failure messages. */
  trick: string;
  text: string;
}

/** The canary call of a payload. */
const call = (id: string) => `window.__xss('${id}')`;

const recipes: [trick: string, build: (id: string) => string][] = [
  ['script element', (id) => `<script>${call(id)}</script>`],
  ['mixed-case script element', (id) => `<ScRiPt>${call(id)}</sCrIpT>`],
  ['img onerror', (id) => `<img src=x onerror="${call(id)}">`],
  ['mixed-case unquoted img onerror', (id) => `<IMG SRC=x OnErRoR=${call(id)}>`],
  ['svg onload', (id) => `<svg onload=${call(id)}>`],
  ['attribute break into svg/onload', (id) => `"><svg/onload=${call(id)}>`],
  ['single-quote attribute break', (id) => `'><img src=x onerror=${call(id)}>`],
  ['new attribute inside the current tag', (id) => `" autofocus onfocus="${call(id)}" x="`],
  ['details ontoggle (runs without a click)', (id) => `<details open ontoggle=${call(id)}>`],
  ['input autofocus onfocus', (id) => `<input autofocus onfocus=${call(id)}>`],
  ['body onload', (id) => `<body onload=${call(id)}>`],
  ['javascript: link', (id) => `<a href="javascript:${call(id)}">${id}</a>`],
  ['mixed-case scheme with an encoded tab', (id) => `<a href="JaVa&#x09;ScRiPt:${call(id)}">${id}</a>`],
  ['entity-encoded scheme', (id) => `<a href="&#106;&#97;vascript:${call(id)}">${id}</a>`],
  ['control character before the scheme', (id) => `<a href="&#14; javascript:${call(id)}">${id}</a>`],
  ['data: link', (id) => `<a href="data:text/html,<script>${call(id)}</script>">${id}</a>`],
  ['iframe javascript: src', (id) => `<iframe src="javascript:${call(id)}"></iframe>`],
  ['iframe srcdoc', (id) => `<iframe srcdoc="<script>${call(id)}</script>"></iframe>`],
  ['object javascript: data', (id) => `<object data="javascript:${call(id)}"></object>`],
  ['embed data: src', (id) => `<embed src="data:text/html,<script>${call(id)}</script>">`],
  ['button formaction', (id) => `<form><button formaction=javascript:${call(id)}>${id}</button></form>`],
  ['meta refresh to javascript:', (id) => `<meta http-equiv=refresh content="0;url=javascript:${call(id)}">`],
  ['style expression()', (id) => `<p style="width:expression(${call(id)})">${id}</p>`],
  ['style element url(javascript:)', (id) => `<style>*{background:url("javascript:${call(id)}")}</style>`],
  ['split script tag', (id) => `<scr<script>ipt>${call(id)}</scr</script>ipt>`],
  ['doubled angle bracket', (id) => `<<script>script>${call(id)}<</script>/script>`],
  ['textarea break', (id) => `</textarea><script>${call(id)}</script>`],
  ['title break', (id) => `</title><svg onload=${call(id)}>`],
  ['script-context break (JSON in a script)', (id) => `</script><script>${call(id)}</script>`],
  ['JSON string break with U+2028/U+2029', (id) => `${id}\u2028\u2029"};${call(id)};//`],
  ['template literal break', (id) => `\${${call(id)}}\`;${call(id)};\``],
  ['entity-encoded markup', (id) => `&lt;img src=x onerror=${call(id)}&gt;`],
  ['comment confusion', (id) => `<!--<img src="--><img src=x onerror=${call(id)}//">`],
  ['noscript mutation', (id) => `<noscript><p title="</noscript><img src=x onerror=${call(id)}>">`],
  ['math/style mutation', (id) => `<math><mtext><table><mglyph><style><img src=x onerror=${call(id)}>`],
  ['Markdown javascript: link', (id) => `[${id}](javascript:${call(id)})`],
  ['Markdown percent-encoded javascript: link', (id) => `[${id}](javascript:window.__xss%28'${id}'%29)`],
  [
    'Markdown data: link',
    (id) => `[${id}](data:text/html;base64,${Buffer.from(`<script>${call(id)}</script>`).toString('base64')})`,
  ],
];

export const xssPayloads: readonly XssPayload[] = recipes.map(([trick, build], index) => {
  const id = `x${String(index + 1).padStart(2, '0')}`;
  return { id, trick, text: build(id) };
});

/** Values a URL field must refuse (D3): script and data schemes however written, other hosts, plain http. */
export const unsafeUrls: readonly string[] = [
  `javascript:${call('u01')}`,
  `JaVaScRiPt:${call('u02')}`,
  ` javascript:${call('u03')}`,
  `java\tscript:${call('u04')}`,
  `\u0001javascript:${call('u05')}`,
  `javascript://%0A${call('u06')}`,
  `data:text/html,<script>${call('u07')}</script>`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${call('u08')}"/>`,
  'vbscript:msgbox(1)',
  '//evil.example/u10.png',
  '/\\evil.example/u11.png',
  '\\\\evil.example\\u12.png',
  'http://evil.example/u13.png',
];

interface TakeOptions {
  /** At most this many payloads (default: as many as fit). */
  count?: number;
  /** Only payloads this accepts (a field that refuses spaces, a header that must be ASCII). */
  accept?: (payload: XssPayload) => boolean;
}

/**
 * Hands out the corpus in turn, as much of it as fits each field, and records which payloads went where. One cursor
 * runs over every field it fills, so short fields taken together still see the whole corpus.
 */
export class PayloadFeed {
  private cursor = 0;
  /** Field name → ids of the payloads written into it. */
  readonly placements = new Map<string, string[]>();

  constructor(private readonly corpus: readonly XssPayload[] = xssPayloads) {}

  /**
   * The next payloads, joined by `separator`, in at most `max` characters. A payload longer than `max` is passed over
   * (it lands in the next field that has room); at least one payload always fits, since none is longer than 80.
   */
  take(
    field: string,
    max: number,
    { count = Infinity, accept = () => true }: TakeOptions = {},
    separator = ' ',
  ): string {
    const taken: XssPayload[] = [];
    const start = this.cursor;
    let length = 0;
    for (let step = 0; step < this.corpus.length && taken.length < count; step++) {
      const payload = this.corpus[(start + step) % this.corpus.length]!;
      if (!accept(payload)) continue;
      const added = payload.text.length + (taken.length ? separator.length : 0);
      if (length + added > max) {
        if (taken.length) break;
        continue;
      }
      taken.push(payload);
      length += added;
      this.cursor = (start + step + 1) % this.corpus.length;
    }
    if (!taken.length) throw new Error(`no payload fits ${field} (${max} characters)`);
    this.record(field, taken);
    return taken.map((payload) => payload.text).join(separator);
  }

  /** Notes payloads written into a field by other means (a Markdown document built from the corpus). */
  record(field: string, payloads: readonly XssPayload[]): void {
    this.placements.set(field, [...(this.placements.get(field) ?? []), ...payloads.map((payload) => payload.id)]);
  }
}

/** How many (payload, field) pairs some feeds wrote, into how many fields, and the fewest fields any payload reached. */
export function summarize(feeds: readonly PayloadFeed[]): {
  placements: number;
  fields: number;
  fewestFieldsPerPayload: number;
} {
  const fieldsPerPayload = new Map(xssPayloads.map((payload) => [payload.id, new Set<string>()]));
  const fields = new Set<string>();
  let placements = 0;
  for (const feed of feeds) {
    for (const [field, ids] of feed.placements) {
      fields.add(field);
      placements += ids.length;
      for (const id of ids) fieldsPerPayload.get(id)?.add(field);
    }
  }
  const counts = [...fieldsPerPayload.values()].map((reached) => reached.size);
  return { placements, fields: fields.size, fewestFieldsPerPayload: Math.min(...counts) };
}

declare global {
  interface Window {
    __xss: (id: unknown) => void;
    __cspViolation: (report: string) => void;
  }
}

/** What a watched page reported: canary calls (with their frame), CSP violations (with their page) and dialogs. */
export interface Seen {
  calls: string[];
  violations: string[];
  dialogs: string[];
}

/**
 * A page in a context of its own whose every canary call, CSP violation and dialog is recorded. The canary is a binding
 * rather than a function an init script defines: it exists in every frame (srcdoc, `javascript:` URLs) before the
 * page's own scripts, and a call reaches the test even when the payload goes on to navigate the page away.
 */
export async function watchedPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; seen: Seen }> {
  const context = await browser.newContext();
  const seen: Seen = { calls: [], violations: [], dialogs: [] };
  await context.exposeBinding('__xss', ({ frame }, id: unknown) => {
    seen.calls.push(`${String(id)} in ${frame.url()}`);
  });
  await context.exposeBinding('__cspViolation', (_source, report: string) => {
    seen.violations.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()} “${dialog.message()}” on ${page.url()}`);
    void dialog.dismiss();
  });
  return { context, page, seen };
}

/** Lets autofocus, ontoggle and load handlers (which run a task or a frame after insertion) have their turn. */
export function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

/**
 * Markup in the rendered page that could run script (runs in the browser): handler attributes anywhere, script-bearing
 * URLs, frames with inline documents, objects, `<base>`, refresh; and in rendered rich text and Markdown
 * (`.prose-site`), anything beyond their few plain elements and safe links.
 */
export function findExecutableMarkup(): string[] {
  const findings: string[] = [];
  const show = (element: Element) => element.outerHTML.slice(0, 160);
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'poster', 'xlink:href'];
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) findings.push(`handler attribute: ${show(element)}`);
      if (!urlAttributes.includes(name)) continue;
      let scheme = '';
      try {
        scheme = new URL(value, document.baseURI).protocol;
      } catch {
        continue;
      }
      const image = element.tagName === 'IMG' && name === 'src' && value.startsWith('data:image/');
      if (['javascript:', 'vbscript:', 'data:'].includes(scheme) && !image)
        findings.push(`${scheme} URL: ${show(element)}`);
    }
  }
  for (const element of document.querySelectorAll('iframe[srcdoc], object, embed, base, frame, meta[http-equiv]'))
    findings.push(`element: ${show(element)}`);
  const textTags = new Set(['P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'BR', 'H2', 'H3', 'H4', 'A']);
  const allowedAttributes: Record<string, string[]> = { A: ['href', 'rel', 'target'], H2: ['id'], H3: ['id'] };
  for (const element of document.querySelectorAll('.prose-site *')) {
    const extra = [...element.attributes].filter(({ name }) => !allowedAttributes[element.tagName]?.includes(name));
    if (!textTags.has(element.tagName) || extra.length) findings.push(`rich text keeps: ${show(element)}`);
    const href = element.getAttribute('href');
    if (href !== null) {
      const url = new URL(href, location.href);
      if (url.protocol !== 'https:' && url.origin !== location.origin)
        findings.push(`rich text links: ${show(element)}`);
    }
  }
  return findings;
}

/** The page's text as a reader gets it: every text node outside scripts, styles and templates (runs in the browser). */
export function renderedText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, template, noscript')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  let text = '';
  while (walker.nextNode()) text += walker.currentNode.nodeValue ?? '';
  return text;
}
