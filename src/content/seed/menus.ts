import type { SeedFile } from '..';

/** The menus as the site had them in code: the header's seven links, the footer's Company and Services groups. */
const menus: SeedFile = {
  menus: [
    {
      id: 'main',
      header: [
        { label: { en: 'Home' }, href: '/' },
        { label: { en: 'Services' }, href: '/services' },
        { label: { en: 'Portfolio' }, href: '/portfolio' },
        { label: { en: 'Case Studies' }, href: '/case-studies' },
        { label: { en: 'Whitelabel' }, href: '/whitelabel-solutions' },
        { label: { en: 'About Us' }, href: '/about-us' },
        { label: { en: 'Contact' }, href: '/contact-us' },
      ],
      footer: [
        {
          title: { en: 'Company' },
          links: [
            { label: { en: 'About Us' }, href: '/about-us' },
            { label: { en: 'Portfolio' }, href: '/portfolio' },
            { label: { en: 'Case Studies' }, href: '/case-studies' },
            { label: { en: 'Our Process' }, href: '/process' },
            { label: { en: 'Blog' }, href: '/blog' },
            { label: { en: 'Contact' }, href: '/contact-us' },
          ],
        },
        {
          title: { en: 'Services' },
          links: [
            { label: { en: 'Services' }, href: '/services' },
            { label: { en: 'Whitelabel' }, href: '/whitelabel-solutions' },
            { label: { en: 'Pricing Calculator' }, href: '/pricing-calculator' },
            { label: { en: 'Social Media Plans' }, href: '/socialmediaplans' },
          ],
        },
      ],
    },
  ],
};

export default menus;
