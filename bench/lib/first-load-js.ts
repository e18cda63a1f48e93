/**
 * First-load JavaScript of a route: the `<script src>` files its served HTML makes a modern browser run, read from
 * the build directory and gzipped, plus the forbidden-code markers found in them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFERRED_ATTRIBUTE } from '../../src/node-server/deferred-scripts.mjs';
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

/**
 * `src` of every `<script>` a module-capable browser runs (`nomodule` ones are for old browsers only), and the scripts
 * a page fetches after its first paint (src/node-server/deferred-scripts.mjs).
 */
export function firstLoadScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const src = attrs.get('src');
    if (src && !attrs.has('nomodule')) sources.add(src);
    for (const deferred of attrs.get(DEFERRED_ATTRIBUTE)?.split(' ') ?? []) if (deferred) sources.add(deferred);
  }
  return [...sources];
}

/** Measures routes against one server and build; files shared by routes are read and gzipped once. */
export function firstLoadJsMeter(base: string, distDir: string, rules: readonly ForbiddenCode[]) {
  const files = new Map<string, Promise<ScriptFile>>();

  /** Build assets are read from the build directory; anything else (a file from public/) is fetched. */
  async function load(src: string): Promise<ScriptFile> {
    const url = new URL(src, base);
    const buffer = url.pathname.startsWith('/_next/static/')
      ? await readFile(path.join(distDir, 'static', decodeURIComponent(url.pathname.slice('/_next/static/'.length))))
      : Buffer.from(await (await fetch(url)).arrayBuffer());
    return { bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: gzipLevel }).length, text: buffer.toString() };
  }

  function file(src: string): Promise<ScriptFile> {
    const key = new URL(src, base).pathname;
    const cached = files.get(key) ?? load(src);
    files.set(key, cached);
    return cached;
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
    const response = await fetch(new URL(route, base), { redirect: 'manual' });
    const html = await response.text();
    const scripts = await Promise.all(firstLoadScriptSources(html).map(async (src) => [src, await file(src)] as const));
    const gzipBytes = scripts.reduce((sum, [, script]) => sum + script.gzipBytes, 0);
    return {
      status: response.status,
      scripts: scripts.map(([src, script]) => ({ src, bytes: script.bytes, gzipBytes: script.gzipBytes })),
      gzipKb: Math.round((gzipBytes / 1024) * 10) / 10,
      forbidden: forbiddenHits(route, scripts),
    };
  };
}
