import { describe, expect, it } from 'vitest';
import { PREFIXED_LOCALES } from '@/node-server/renderers.mjs';
import { defaultLocale, locales } from './locales';

describe('the languages', () => {
  it('are the ones server.mjs sends to the islands renderer with a prefix, English without one', () => {
    expect([...PREFIXED_LOCALES].sort()).toEqual(locales.filter((locale) => locale !== defaultLocale).sort());
  });
});
