import { describe, expect, it } from 'vitest';
import { attributionOf, attributionValue, sourceOf } from './attribution';

const site = (address: string) => new URL(address, 'https://www.emberline.example');

describe('attributionOf', () => {
  it('keeps the landing page, the campaign tags and the click ids of the landing address', () => {
    const url = site('/services/web3?utm_source=newsletter&utm_medium=email&utm_campaign=launch&gclid=Cj0KCQ-abc_1');
    expect(attributionOf(url, '')).toEqual({
      landingPage: '/services/web3',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      gclid: 'Cj0KCQ-abc_1',
    });
  });

  it('names an external referrer by its host, never the site itself or a non-web address', () => {
    expect(attributionOf(site('/'), 'https://www.google.com/search?q=agency').referrerHost).toBe('www.google.com');
    expect(attributionOf(site('/'), 'https://www.emberline.example/blog')).toEqual({ landingPage: '/' });
    expect(attributionOf(site('/'), 'android-app://com.slack')).toEqual({ landingPage: '/' });
    expect(attributionOf(site('/'), 'not a url')).toEqual({ landingPage: '/' });
  });

  it('leaves out a tag that the server would refuse, so the message still goes through', () => {
    const url = site(`/?utm_source=${encodeURIComponent('<script>')}&utm_medium=${'x'.repeat(151)}&fbclid=a%20b`);
    expect(attributionOf(url, '')).toEqual({ landingPage: '/' });
  });

  it('keeps tags written in any language, trimmed', () => {
    expect(attributionOf(site('/?utm_campaign=%20Frühjahr%202026%20'), '').utmCampaign).toBe('Frühjahr 2026');
    expect(attributionOf(site('/?utm_campaign=%D8%A5%D8%B7%D9%84%D8%A7%D9%82'), '').utmCampaign).toBe('إطلاق');
  });
});

describe('attributionValue', () => {
  it('keeps a value as the field stores it, and nothing for one that breaks its rule', () => {
    expect(attributionValue('referrerHost', ' WWW.Google.COM ')).toBe('www.google.com');
    expect(attributionValue('utmSource', '"><img src=x>')).toBeUndefined();
    expect(attributionValue('gclid', 'x'.repeat(201))).toBeUndefined();
    expect(attributionValue('landingPage', 'https://evil.example/')).toBeUndefined();
    expect(attributionValue('utmTerm', '   ')).toBeUndefined();
    expect(attributionValue('utmTerm', 42)).toBeUndefined();
  });
});

describe('sourceOf', () => {
  it('is the source tag, else the referring site, else direct', () => {
    expect(sourceOf({ utmSource: 'newsletter', referrerHost: 'mail.example' })).toBe('newsletter');
    expect(sourceOf({ utmSource: null, referrerHost: 'www.google.com' })).toBe('www.google.com');
    expect(sourceOf({})).toBe('(direct)');
  });
});
