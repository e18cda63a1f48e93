import type { SeedFile } from '..';

/**
 * A page built from blocks, as the agency would make one for a market it wants to win: every block a landing page is
 * usually made of, and the address the bench measures a landing page at (bench/routes.ts).
 */
const landingPages: SeedFile = {
  landingPages: [
    {
      id: 'apps-for-clinics',
      title: { en: 'Apps for clinics' },
      blocks: [
        {
          type: 'hero',
          eyebrow: { en: 'Healthcare software' },
          heading: { en: 'Apps your patients and staff actually use' },
          text: {
            en: 'Booking, records and follow-up care in one secure product, built by a team that has shipped medical software before.',
          },
          image: '/images/services/mobile-apps.webp',
          imageAlt: { en: 'A patient booking an appointment in a clinic’s mobile app' },
          actions: [
            { label: { en: 'Book a discovery call' }, href: '/contact-us' },
            { label: { en: 'Estimate your app' }, href: '/pricing-calculator?tab=mobile' },
          ],
        },
        {
          type: 'figures',
          heading: { en: 'What clinics got from working with us' },
          items: [
            { value: '38%', label: { en: 'fewer missed appointments' } },
            { value: '4.8', label: { en: 'average app store rating' } },
            { value: '12 wk', label: { en: 'from first call to launch' } },
            { value: '0', label: { en: 'data breaches, ever' } },
          ],
        },
        {
          type: 'projects',
          heading: { en: 'Healthcare and mobile work' },
          text: { en: 'A few of the products we designed, built and still look after.' },
          projectIds: [8, 16, 17],
          limit: 3,
        },
        {
          type: 'testimonials',
          heading: { en: 'What our clients say' },
          text: { en: 'Practice owners, operations leads and founders on working with us.' },
          testimonialIds: [],
          limit: 4,
        },
        {
          type: 'faq',
          heading: { en: 'Questions clinics ask us' },
          items: [
            {
              question: { en: 'Can the app connect to our practice management system?' },
              answer: {
                en: 'Yes. We have integrated with the common practice management and EHR systems through their APIs or HL7/FHIR interfaces, and we scope the integration in the first two weeks.',
              },
            },
            {
              question: { en: 'How do you keep patient data safe?' },
              answer: {
                en: 'Data is encrypted in transit and at rest, access is logged, and we sign a business associate agreement. We host in the region your regulations require.',
              },
            },
            {
              question: { en: 'What does a clinic app cost?' },
              answer: {
                en: 'A booking and reminders app usually starts around $25,000; records and telehealth add to that. The pricing calculator gives a first figure in a minute.',
              },
            },
            {
              question: { en: 'Who looks after the app once it is live?' },
              answer: {
                en: 'We do, on a monthly plan that covers updates for new phone systems, security patches and small improvements.',
              },
            },
          ],
        },
        {
          type: 'contactForm',
          heading: { en: 'Tell us about your clinic' },
          text: { en: 'We answer within one working day with first ideas and a rough budget.' },
          source: 'clinics',
        },
      ],
    },
  ],
};

export default landingPages;
