import { describe, expect, it } from 'vitest';
import { isWebLink, linkUrl } from './link-url';

describe('linkUrl', () => {
  it('accepts web, mail and phone addresses and paths of this site, trimmed', () => {
    expect(linkUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(linkUrl('mailto:hello@example.com')).toBe('mailto:hello@example.com');
    expect(linkUrl('tel:+15551234567')).toBe('tel:+15551234567');
    expect(linkUrl('/services/web3#faq')).toBe('/services/web3#faq');
  });

  it('refuses script, data and unknown schemes, other sites without a scheme, and hidden characters', () => {
    for (const input of [
      'http://example.com',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example',
      '/\\evil.example',
      'example.com',
      'java\tscript:alert(1)',
      'https://exa mple.com',
      '',
      '   ',
    ]) {
      expect(linkUrl(input), input).toBeUndefined();
    }
  });
});

describe('isWebLink', () => {
  it('tells web addresses from pages of the site, mail and phone links', () => {
    expect(isWebLink('https://example.com')).toBe(true);
    expect(isWebLink('HTTP://example.com')).toBe(true);
    expect(isWebLink('/contact')).toBe(false);
    expect(isWebLink('mailto:a@example.com')).toBe(false);
    expect(isWebLink('tel:+1555')).toBe(false);
  });
});
