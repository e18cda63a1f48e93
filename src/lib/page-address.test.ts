import { describe, expect, it } from 'vitest';
import { mayBePageAddress, pageAddressProblem } from './page-address';

describe('pageAddressProblem', () => {
  it('takes one lowercase segment that is nothing else of the site', () => {
    for (const address of ['apps-for-clinics', 'fair-2027', 'hiring', 'web3-summit'])
      expect(pageAddressProblem(address), address).toBeUndefined();
  });

  it('refuses what is not one segment of lowercase letters, digits and single hyphens', () => {
    for (const address of [
      '',
      'Apps',
      'apps/clinics',
      'apps--clinics',
      '-apps',
      'apps-',
      'ápps',
      'a b',
      'x'.repeat(81),
    ])
      expect(pageAddressProblem(address), address).toBe('format');
  });

  it('refuses the pages of the site and the old spellings it redirects', () => {
    for (const address of ['blog', 'services', 'portfolio', 'case-studies', 'contact-us', 'about-us', 'terms'])
      expect(pageAddressProblem(address), address).toBe('route');
    for (const address of ['about', 'contact', 'pricing', 'whitelabel', 'case-study', 'admin-login'])
      expect(pageAddressProblem(address), address).toBe('route');
  });

  it('refuses a language and any two letters one could become', () => {
    for (const address of ['es', 'en', 'de', 'ar', 'fr']) expect(pageAddressProblem(address), address).toBe('language');
  });

  it('refuses the words the site keeps', () => {
    for (const address of ['admin', 'api', 'media', 'images', 'sitemap', 'admin-tools', 'api-docs', '404', 'login'])
      expect(pageAddressProblem(address), address).toBe('reserved');
  });
});

describe('mayBePageAddress', () => {
  it('is a path a page built from blocks could have', () => {
    expect(mayBePageAddress('/apps-for-clinics')).toBe(true);
    expect(mayBePageAddress('/blog')).toBe(false);
    expect(mayBePageAddress('/apps/clinics')).toBe(false);
    expect(mayBePageAddress('apps')).toBe(false);
  });
});
