/**
 * First-load JavaScript of a route: the script files its served HTML makes a modern browser run without a click (its
 * `<script src>`, its Astro islands' components and renderers, and every module those import statically), read from
 * the build directory or fetched, and gzipped, plus the forbidden-code markers found in them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isAllowedOn, type ForbiddenCode } from './forbidden-code';

/** zlib's best compression: the size a pre-compressing CDN would send, independent of the server's own setting. */
export const gzipLevel = 9;

export interface ScriptSize {
  src: string;
  bytes: number;
  gzipBytes: number;
}

export interface ForbiddenHit {
  name: string;
  markers: string[];
  files: string[];
  allowed: boolean;
}

export interface FirstLoadJs {
  /** The status of the HTML response (redirects are not followed, so a moved route shows as such). */
  status: number;
  scripts: ScriptSize[];
  gzipKb: number;
  forbidden: ForbiddenHit[];
}

interface ScriptFile {
  bytes: number;
  gzipBytes: number;
  text: string;
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g;

/** Attribute names (lower-cased) → values of one start tag; `&amp;` is the only entity Next.js writes in URLs. */
function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  const inner = tag.replace(/^<script\b/i, '').replace(/\/?>$/, '');
  for (const [, name, double, single, bare] of inner.matchAll(attributePattern)) {
    if (name) result.set(name.toLowerCase(), (double ?? single ?? bare ?? '').replaceAll('&amp;', '&'));
  }
  return result;
}

const scriptTag = /<script\b[^>]*>/gi;
const inlineModule = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const islandTag = /<astro-island\b[^>]*>/gi;
const modulePreloadTag = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;

/**
 * What the HTML itself names: the `src` of every `<script>` a module-capable browser runs (`nomodule` ones are for
 * old browsers only), the page scripts it loads after its first paint (`data-after-paint`, src/site/page-scripts.ts),
 * module preloads, and each Astro island's component and renderer, whatever its `client:` directive (an island below
 * the fold still ships with the page). Modules these import are added by `staticImports`.
 */
export function firstLoadScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(scriptTag)) {
    const attrs = attributes(tag);
    const src = attrs.get('src');
    if (src && !attrs.has('nomodule')) sources.add(src);
    const afterPaint = attrs.get('data-after-paint');
    if (afterPaint) sources.add(afterPaint);
  }
  for (const [tag] of html.matchAll(modulePreloadTag)) {
    const href = attributes(tag).get('href');
    if (href) sources.add(href);
  }
  for (const [tag] of html.matchAll(islandTag)) {
    const attrs = attributes(tag);
    for (const name of ['component-url', 'renderer-url']) {
      const url = attrs.get(name);
      if (url) sources.add(url);
    }
  }
  for (const [, tagAttributes = '', body = ''] of html.matchAll(inlineModule)) {
    const attrs = attributes(`<script ${tagAttributes}>`);
    if (!attrs.has('src') && attrs.get('type') === 'module') staticImports(body).forEach((src) => sources.add(src));
  }
  return [...sources];
}

/** One `import … from "x"`, `import "x"` or `export … from "x"` at the start of the text, after any comment. */
const leadingImport =
  /^\s*(?:\/\*[\s\S]*?\*\/\s*)*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"']+)\1\s*;?/;

/**
 * The modules a module imports statically: the import declarations a bundler writes at the start of a chunk
 * (`import{r as d}from"./index.DLkBFFtG.js";`), which the browser fetches before the module runs. Dynamic `import()`
 * is left out (it loads later, if ever); a classic script never starts with a declaration, so it has none.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  let rest = code;
  for (let match = leadingImport.exec(rest); match; match = leadingImport.exec(rest)) {
    if (match[2]) found.push(match[2]);
    rest = rest.slice(match[0].length);
  }
  return found;
}

/** Measures routes against one server and build; files shared by routes are read and gzipped once. */
export function firstLoadJsMeter(base: string, distDir: string, rules: readonly ForbiddenCode[]) {
  const origin = new URL(base).origin;
  const files = new Map<string, Promise<ScriptFile>>();

  /** Next.js build assets are read from the build directory; anything else (Astro's, public/'s) is fetched. */
  async function load(url: URL): Promise<ScriptFile> {
    const buffer =
      url.origin === origin && url.pathname.startsWith('/_next/static/')
        ? await readFile(path.join(distDir, 'static', decodeURIComponent(url.pathname.slice('/_next/static/'.length))))
        : Buffer.from(await (await fetch(url)).arrayBuffer());
    return { bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: gzipLevel }).length, text: buffer.toString() };
  }

  function file(url: URL): Promise<ScriptFile> {
    const cached = files.get(url.href) ?? load(url);
    files.set(url.href, cached);
    return cached;
  }

  /** The scripts the page names and, level by level, every module they import statically, each once. */
  async function scriptsOf(html: string, page: URL): Promise<(readonly [string, ScriptFile])[]> {
    const found = new Map<string, ScriptFile>();
    let next = firstLoadScriptSources(html).map((src) => new URL(src, page));
    while (next.length) {
      const fresh = [...new Map(next.filter((url) => !found.has(url.href)).map((url) => [url.href, url])).values()];
      const loaded = await Promise.all(fresh.map(async (url) => [url, await file(url)] as const));
      next = [];
      for (const [url, script] of loaded) {
        found.set(url.href, script);
        next.push(...staticImports(script.text).map((specifier) => new URL(specifier, url)));
      }
    }
    return [...found].map(([href, script]) => {
      const url = new URL(href);
      return [url.origin === origin ? `${url.pathname}${url.search}` : href, script] as const;
    });
  }

  function forbiddenHits(route: string, scripts: readonly (readonly [string, ScriptFile])[]): ForbiddenHit[] {
    return rules.flatMap((rule) => {
      const found = scripts.flatMap(([src, { text }]) => {
        const markers = rule.markers.filter((marker) => text.includes(marker));
        return markers.length ? [{ src, markers }] : [];
      });
      if (!found.length) return [];
      return [
        {
          name: rule.name,
          markers: [...new Set(found.flatMap((hit) => hit.markers))],
          files: found.map((hit) => hit.src),
          allowed: isAllowedOn(rule, route),
        },
      ];
    });
  }

  return async function measure(route: string): Promise<FirstLoadJs> {
    const page = new URL(route, base);
    const response = await fetch(page, { redirect: 'manual' });
    const scripts = await scriptsOf(await response.text(), page);
    const gzipBytes = scripts.reduce((sum, [, script]) => sum + script.gzipBytes, 0);
    return {
      status: response.status,
      scripts: scripts.map(([src, script]) => ({ src, bytes: script.bytes, gzipBytes: script.gzipBytes })),
      gzipKb: Math.round((gzipBytes / 1024) * 10) / 10,
      forbidden: forbiddenHits(route, scripts),
    };
  };
}
