import { describe, expect, it } from 'vitest';
import { pageTest } from './site-pages';

describe('a page of the site, as a redirect’s source (C3)', () => {
  const isPage = pageTest([{ path: '/' }, { path: '/services' }, { path: '/blog/seo-basics' }]);

  it('is the page in any language and any case', () => {
    for (const path of [
      '/',
      '/es',
      '/services',
      '/Services',
      '/SERVICES',
      '/de/services',
      '/ES/Services',
      '/Blog/SEO-Basics',
    ])
      expect(isPage(path), path).toBe(true);
  });

  it('is not another address', () => {
    for (const path of ['/services/old', '/promo', '/fr/services', '/es/promo']) expect(isPage(path), path).toBe(false);
  });
});
