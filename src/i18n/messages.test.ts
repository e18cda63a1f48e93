import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { locales, type Locale } from '@/lib/locales';
import { checkCatalog } from './catalog-check';
import { loadMessages, messageFiles } from './messages';

function keys(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogs', () => {
  it('has the same files for every language, each valid JSON', () => {
    for (const locale of locales) {
      const files = readdirSync(`messages/${locale}`)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace('.json', ''));
      expect(files.sort(), locale).toEqual([...messageFiles].sort());
      for (const file of files)
        expect(() => JSON.parse(readFileSync(`messages/${locale}/${file}.json`, 'utf8'))).not.toThrow();
    }
  });

  it('gives every language every English key, falling back to English where a translation is missing', async () => {
    const english = keys(await loadMessages('en')).sort();
    for (const locale of locales) expect(keys(await loadMessages(locale)).sort(), locale).toEqual(english);
  });

  it('is complete in every language: each English message translated, with the same arguments and tags', () => {
    const read = (locale: string, file: string) =>
      JSON.parse(readFileSync(`messages/${locale}/${file}.json`, 'utf8')) as Record<string, unknown>;
    for (const locale of locales.filter((l) => l !== 'en'))
      for (const file of messageFiles)
        expect(checkCatalog(read('en', file), read(locale, file), locale), `${locale}/${file}`).toEqual([]);
  });

  it('has no key in a translation that English lacks', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      for (const file of messageFiles) {
        const english = new Set(keys(JSON.parse(readFileSync(`messages/en/${file}.json`, 'utf8'))));
        const extra = keys(JSON.parse(readFileSync(`messages/${locale}/${file}.json`, 'utf8'))).filter(
          (k) => k && !english.has(k),
        );
        expect(extra, `${locale}/${file}`).toEqual([]);
      }
    }
  });
});

describe('plural messages', () => {
  it('say a wait in minutes with each language’s own plural forms', async () => {
    const wait = async (locale: Locale, minutes: number) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace: 'forms.toasts' })('rateLimitedText', {
        minutes,
      });
    expect(await wait('en', 1)).toContain('try again in 1 minute.');
    expect(await wait('en', 10)).toContain('try again in 10 minutes.');
    expect(await wait('de', 1)).toContain('in 1 Minute erneut');
    expect(await wait('ar', 1)).toContain('بعد دقيقة واحدة');
    expect(await wait('ar', 2)).toContain('بعد دقيقتين');
    expect(await wait('ar', 3)).toContain('بعد 3 دقائق');
  });
});
