import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildClientDirectiveEntrypoint } from '../../../node_modules/astro/dist/core/client-directive/build.js';
import { describe, expect, it } from 'vitest';
import { paintedScript } from './painted.prebuilt';

describe('client:painted', () => {
  it('is trusted as the very text Astro compiles from its source', async () => {
    const root = pathToFileURL(fileURLToPath(new URL('../../../', import.meta.url)));
    const compiled = await buildClientDirectiveEntrypoint('painted', './src/site/directives/painted.ts', root);
    expect(paintedScript).toBe(compiled);
  });
});
