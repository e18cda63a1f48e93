import { describe, expect, it } from 'vitest';
import { firstLoadScriptSources, staticImports } from './first-load-js';

describe('firstLoadScriptSources', () => {
  const served =
    '<html><head><script src="/_next/static/chunks/main.js" async="" nonce="n"></script>' +
    '<script src="/_next/static/chunks/legacy.js" noModule="" nonce="n"></script></head>' +
    '<body><p>Hi</p><script src="/_next/static/chunks/page.js" async="" nonce="n"></script></body></html>';

  it('counts the scripts a modern browser runs, leaving out the ones for old browsers', () => {
    expect(firstLoadScriptSources(served)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
  });
});

describe('first-load scripts of an Astro page', () => {
  const island =
    '<astro-island uid="Z1x" component-url="/_astro/counter.eLWUe6cl.js" component-export="Counter" ' +
    'renderer-url="/_astro/client.C5RI7xnT.js" props="{}" ssr client="idle" opts="{&quot;name&quot;:&quot;Counter&quot;}">';
  const page =
    '<html><head><script>(()=>{self.Astro={}})();</script>' +
    '<script type="module">import"/_astro/menu.BkX1.js";document.body.dataset.ready=""</script>' +
    `<script type="module" src="/_astro/theme.Cq2.js"></script></head><body>${island}<button>Pressed 0 times</button>` +
    '</astro-island><script data-after-paint="/_astro/site.Dx1.js">load()</script></body></html>';

  it('counts each island’s component and renderer, the module scripts (those after the paint too) and what inline modules import', () => {
    expect(firstLoadScriptSources(page)).toEqual([
      '/_astro/theme.Cq2.js',
      '/_astro/site.Dx1.js',
      '/_astro/counter.eLWUe6cl.js',
      '/_astro/client.C5RI7xnT.js',
      '/_astro/menu.BkX1.js',
    ]);
  });

  it('follows a chunk’s leading import declarations, not its dynamic imports or code that merely mentions one', () => {
    const chunk =
      'import{a as I1,r as ru}from"./index.DLkBFFtG.js";import*as n from"./jsx.B1.js";import"./style.js";' +
      'var o0={exports:{}};const later=()=>import("./later.js");const text=\'import{x}from"./not-a-module.js"\';';
    expect(staticImports(chunk)).toEqual(['./index.DLkBFFtG.js', './jsx.B1.js', './style.js']);
  });

  it('finds no import in a classic script', () => {
    expect(staticImports('(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push(["x.js",()=>{}])')).toEqual([]);
    expect(staticImports('"use strict";import("./lazy.js")')).toEqual([]);
  });
});
