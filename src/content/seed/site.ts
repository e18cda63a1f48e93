import type { SeedFile } from '..';

export default {
  settings: [
    {
      id: 'site',
      name: 'Emberline Digital',
      legalName: 'Emberline Digital LLC',
      blurb: {
        en: 'Emberline Digital is a veteran-owned software and digital agency in Emory, Texas, building websites, mobile apps, AI automation and marketing programs that turn traffic into revenue. Since 2020 we have helped 150+ brands grow with measurable results.',
      },
      phone: '+1 (903) 555-0147',
      emails: {
        contact: 'hello@emberline.dev',
        partnerships: 'partners@emberline.dev',
      },
      address: {
        street: '118 N Texas St',
        city: 'Emory',
        region: 'TX',
        postalCode: '75440',
        country: 'US',
      },
      openingHours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' }],
      socials: {
        x: 'https://x.com/emberlinedigital',
        linkedin: 'https://www.linkedin.com/company/emberline-digital',
        instagram: 'https://www.instagram.com/emberlinedigital',
      },
      foundedYear: 2020,
      claims: {
        brands: '150+',
        downloads: '2.5M+',
        repeatProjects: '95%',
        support: '24*7',
        completedProjects: '100%',
        veteranDiscountPercent: 10,
      },
      serviceFallback: {
        relatedProjectIds: [11, 16, 22],
        metrics: [
          { value: '64%', label: { en: 'Average increase in conversions' } },
          { value: '57%', label: { en: 'Less time spent on manual work' } },
          { value: '82%', label: { en: 'Improvement in user engagement' } },
          { value: '43%', label: { en: 'Lower operating costs' } },
        ],
      },
    },
  ],
} satisfies SeedFile;
