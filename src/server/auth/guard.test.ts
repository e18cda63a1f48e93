import { describe, expect, it } from 'vitest';
import { safeAdminReturn } from './guard';

describe('safeAdminReturn', () => {
  it.each([
    '/admin',
    '/admin/services/web3',
    '/admin/seo/service%3Aweb3',
    '/admin/seo/service:web3',
    '/admin/projects?category=mobile-app',
    '/admin/casestudies?tab=web3',
  ])('sends an admin back to %s', (path) => {
    expect(safeAdminReturn(path)).toBe(path);
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/administrator',
    '/admin//evil.example',
    '/adminx',
    '/contact-us',
    'javascript:alert(1)',
    `/admin/${'a'.repeat(400)}`,
    undefined,
    42,
  ])('refuses %j', (path) => {
    expect(safeAdminReturn(path)).toBeUndefined();
  });
});
