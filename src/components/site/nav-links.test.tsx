import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavLinks, type NavItem } from './nav-links';

const items: NavItem[] = [
  { href: '/', label: 'Home', current: false },
  {
    href: '/services',
    label: 'Services',
    current: true,
    children: [{ href: '/apps-for-clinics', label: 'Apps for clinics', current: false }],
  },
];

describe('NavLinks', () => {
  it('opens the links under a link below it in the bar, with no script: on hover and on focus within', () => {
    const html = renderToStaticMarkup(<NavLinks items={items} />);
    expect(html).toContain('aria-current="page"');
    expect(html).toMatch(
      /<li class="group\/nav relative"><a href="\/services"[^>]*>Services<\/a><ul class="[^"]*group-focus-within\/nav:block[^"]*"><li><a href="\/apps-for-clinics"/,
    );
  });

  it('lists them under it in the phone menu', () => {
    const html = renderToStaticMarkup(<NavLinks items={items} nested="indented" />);
    expect(html).not.toContain('group/nav');
    expect(html).toMatch(/<ul class="ms-4[^"]*"><li><a href="\/apps-for-clinics"/);
  });
});
