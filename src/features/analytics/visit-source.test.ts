import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_KEY } from '@/lib/campaign-params';
import { rememberVisitLanding } from './visit-landing';
import { visitSource } from './visit-source';

const ORIGIN = 'https://www.emberline.example';

/** The tab's session storage, as a Map, and its current address and referrer. */
function browseTo(address: string, referrer = '') {
  const url = new URL(address, ORIGIN);
  vi.stubGlobal('location', { origin: url.origin, pathname: url.pathname, search: url.search, href: url.href });
  vi.stubGlobal('document', { referrer });
}

let storage: Map<string, string>;
beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the visit noted on its first page and read by a later one', () => {
  it('keeps the landing page, its campaign and the external referrer across the visit', () => {
    browseTo(
      '/services/web3?utm_source=newsletter&utm_medium=email&utm_campaign=launch&gclid=Cj0-a_1',
      'https://mail.example.org/inbox',
    );
    rememberVisitLanding();
    // A later page of the visit, with other tags, changes nothing.
    browseTo('/contact-us?utm_source=other', `${ORIGIN}/services/web3`);
    rememberVisitLanding();
    expect(visitSource()).toEqual({
      landingPage: '/services/web3',
      referrerHost: 'mail.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      gclid: 'Cj0-a_1',
    });
  });

  it('stores only the path, the campaign parameters and the referrer, not the rest of the query', () => {
    browseTo('/pricing-calculator?tab=web3&email=someone%40example.org&utm_source=ads');
    rememberVisitLanding();
    expect(JSON.parse(storage.get(ATTRIBUTION_KEY)!)).toEqual({
      path: '/pricing-calculator',
      params: { utm_source: 'ads' },
      referrer: '',
    });
  });

  it('sends nothing a field rule refuses, and nothing at all from unreadable or foreign storage', () => {
    browseTo(`/?utm_source=${encodeURIComponent('<script>')}&utm_medium=email`);
    rememberVisitLanding();
    expect(visitSource()).toEqual({ landingPage: '/', utmMedium: 'email' });

    storage.set(ATTRIBUTION_KEY, 'not json');
    expect(visitSource()).toEqual({});
    storage.set(ATTRIBUTION_KEY, JSON.stringify({ path: 42 }));
    expect(visitSource()).toEqual({});
    // A stored path that looks like another host stays a path on this site, and this site is no referrer.
    storage.set(ATTRIBUTION_KEY, JSON.stringify({ path: '//evil.example/x', params: {}, referrer: `${ORIGIN}/` }));
    expect(visitSource()).toEqual({ landingPage: '//evil.example/x' });
  });

  it('without storage the visit has no source, and nothing throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    browseTo('/?utm_source=newsletter');
    expect(() => rememberVisitLanding()).not.toThrow();
    expect(visitSource()).toEqual({});
  });
});
