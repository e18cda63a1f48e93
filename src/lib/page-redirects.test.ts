import { describe, expect, it } from 'vitest';
import { pageRedirect } from './page-redirects';

const cookies =
  (values: Record<string, string> = {}) =>
  (name: string) =>
    values[name];
const redirectOf = (address: string, jar = cookies()) => pageRedirect(new URL(address, 'http://site.test'), jar);

describe('pageRedirect', () => {
  it('drops a trailing slash for good, keeping the query', () => {
    expect(redirectOf('/terms/?a=1')).toEqual({ location: '/terms?a=1', status: 308 });
    expect(redirectOf('/es/')).toEqual({ location: '/es', status: 308 });
    expect(redirectOf('/')).toBeUndefined();
  });

  it('sends English spelled out to its address without a prefix', () => {
    expect(redirectOf('/en')).toEqual({ location: '/', status: 307 });
    expect(redirectOf('/en/terms?x=2')).toEqual({ location: '/terms?x=2', status: 307 });
    expect(redirectOf('/english')).toBeUndefined();
  });

  it('sends other spellings to the canonical page in the same language, for good', () => {
    expect(redirectOf('/about?ref=nav')).toEqual({ location: '/about-us?ref=nav', status: 308 });
    expect(redirectOf('/de/case-study/m1')).toEqual({ location: '/de/case-studies/m1', status: 308 });
    expect(redirectOf('/about-us')).toBeUndefined();
  });

  it('switches language on a valid _gtl for the moment, dropping _gtl and _ts and keeping the rest', () => {
    expect(redirectOf('/services?_gtl=de&_ts=123')).toEqual({ location: '/de/services', status: 307 });
    expect(redirectOf('/ar/process?_gtl=en&tab=2')).toEqual({ location: '/process?tab=2', status: 307 });
    expect(redirectOf('/about?_gtl=es')).toEqual({ location: '/es/about-us', status: 307 });
    // The page already in that language, asked without the parameter: nothing to do.
    expect(redirectOf('/?_gtl=en')).toEqual({ location: '/', status: 307 });
    expect(redirectOf('/services?_gtl=fr')).toBeUndefined();
  });

  it("sends `/` to a returning visitor's language once a visit, with the cookie that says it did", () => {
    const returning = cookies({ NEXT_LOCALE: 'de' });
    expect(redirectOf('/?utm_source=x', returning)).toMatchObject({ location: '/de?utm_source=x', status: 307 });
    expect(redirectOf('/', returning)?.setCookie).toMatch(/^NEXT_LOCALE_APPLIED=1;/);
    expect(redirectOf('/', cookies({ NEXT_LOCALE: 'de', NEXT_LOCALE_APPLIED: '1' }))).toBeUndefined();
    // `_gtl` wins over the remembered language.
    expect(redirectOf('/?_gtl=es', returning)).toEqual({ location: '/es', status: 307 });
  });
});
