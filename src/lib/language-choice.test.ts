import { describe, expect, it } from 'vitest';
import { languageChoice, languageCookie, rememberedLanguage, switchedUrl } from './language-choice';

describe('choosing a language (spec 000 §4)', () => {
  it('does nothing for the active language, refuses a change within 2 s of the previous one, and switches otherwise', () => {
    expect(languageChoice('de', 'de', null, 10_000)).toBe('current');
    expect(languageChoice('de', 'en', null, 10_000)).toBe('switch');
    expect(languageChoice('de', 'es', 9_000, 10_000)).toBe('too-soon');
    expect(languageChoice('de', 'es', 8_001, 10_000)).toBe('too-soon');
    expect(languageChoice('de', 'es', 8_000, 10_000)).toBe('switch');
    // A clock that went backwards (another tab, a changed system time) never locks the picker.
    expect(languageChoice('de', 'es', 20_000, 10_000)).toBe('switch');
  });

  it('remembers a language for a year and forgets it when English is chosen', () => {
    expect(languageCookie('ar', false)).toBe('NEXT_LOCALE=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('es', true)).toBe('NEXT_LOCALE=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', false)).toBe('NEXT_LOCALE=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('opens the same page in the other language with the query kept, without the switch parameters', () => {
    expect(switchedUrl('/de/pricing-calculator', '?tab=web&options=a,b')).toBe(
      '/de/pricing-calculator?tab=web&options=a,b',
    );
    expect(switchedUrl('/es', '?_gtl=de&_ts=123')).toBe('/es');
    expect(switchedUrl('/de/blog', '?page=2&_ts=1')).toBe('/de/blog?page=2');
    expect(switchedUrl('/portfolio', '')).toBe('/portfolio');
  });

  it('sends a returning visitor from / to the remembered language once a visit, and from nowhere else', () => {
    const cookies = (jar: Record<string, string>) => (name: string) => jar[name];
    expect(rememberedLanguage('/', cookies({ NEXT_LOCALE: 'de' }))).toBe('de');
    expect(rememberedLanguage('/', cookies({ NEXT_LOCALE: 'de', NEXT_LOCALE_APPLIED: '1' }))).toBeUndefined();
    expect(rememberedLanguage('/blog', cookies({ NEXT_LOCALE: 'de' }))).toBeUndefined();
    expect(rememberedLanguage('/', cookies({ NEXT_LOCALE: 'en' }))).toBeUndefined();
    expect(rememberedLanguage('/', cookies({ NEXT_LOCALE: 'fr' }))).toBeUndefined();
    expect(rememberedLanguage('/', cookies({}))).toBeUndefined();
  });
});
