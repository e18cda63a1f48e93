import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { afterPaintLoader, visitLandingScript } from './inline.prebuilt';

/** A source compiled as the site's inline scripts are: bundled, minified, one IIFE. */
async function compiled(source: string): Promise<string | undefined> {
  const result = await build({
    entryPoints: [source],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0]?.text.trim();
}

describe("the site's own inline scripts", () => {
  it.each([
    ['src/site/scripts/after-paint-loader.ts', afterPaintLoader],
    ['src/site/scripts/visit-landing-inline.ts', visitLandingScript],
  ])('are trusted as the very text esbuild compiles from %s', async (source, text) => {
    expect(await compiled(source)).toBe(text);
  });
});
