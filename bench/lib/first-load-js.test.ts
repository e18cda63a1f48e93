import { describe, expect, it } from 'vitest';
import { deferBootScripts } from '../../src/node-server/deferred-scripts.mjs';
import { firstLoadScriptSources } from './first-load-js';

describe('firstLoadScriptSources', () => {
  const served =
    '<html><head><script src="/_next/static/chunks/main.js" async="" nonce="n"></script>' +
    '<script src="/_next/static/chunks/legacy.js" noModule="" nonce="n"></script></head>' +
    '<body><p>Hi</p><script src="/_next/static/chunks/page.js" async="" nonce="n"></script></body></html>';

  it('counts the scripts a modern browser runs, leaving out the ones for old browsers', () => {
    expect(firstLoadScriptSources(served)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
  });

  it('finds the same first-load scripts once the server has deferred them', () => {
    const deferred = deferBootScripts(served);
    expect(deferred).not.toBe(served);
    expect(firstLoadScriptSources(deferred)).toEqual(firstLoadScriptSources(served));
  });
});
