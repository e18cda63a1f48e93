import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attributionOf, attributionShape, sourceOf } from './attribution';

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

describe('the server-side check', () => {
  const schema = z.strictObject(attributionShape);

  it('accepts what attributionOf keeps and refuses markup, long values and a landing page that is no path', () => {
    expect(schema.safeParse({ landingPage: '/services/web3', utmSource: 'newsletter' }).success).toBe(true);
    expect(schema.safeParse({ utmSource: '"><img src=x>' }).success).toBe(false);
    expect(schema.safeParse({ gclid: 'x'.repeat(201) }).success).toBe(false);
    expect(schema.safeParse({ landingPage: 'https://evil.example/' }).success).toBe(false);
    expect(schema.safeParse({ referrerHost: 'evil.example/path' }).success).toBe(false);
  });

  it('stores an empty tag as none and a referrer host in lower case', () => {
    expect(schema.parse({ utmSource: '', referrerHost: 'WWW.Google.COM' })).toEqual({
      utmSource: undefined,
      referrerHost: 'www.google.com',
    });
  });
});

describe('sourceOf', () => {
  it('is the source tag, else the referring site, else direct', () => {
    expect(sourceOf({ utmSource: 'newsletter', referrerHost: 'mail.example' })).toBe('newsletter');
    expect(sourceOf({ utmSource: null, referrerHost: 'www.google.com' })).toBe('www.google.com');
    expect(sourceOf({})).toBe('(direct)');
  });
});
