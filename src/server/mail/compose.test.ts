import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeAgencyMail, headerSafe, type LeadForMail } from './compose';

const lead: LeadForMail = {
  id: 'lead-1',
  kind: 'contact',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  company: 'Analytical Engines',
  budget: '10k-25k',
  message: 'We need an app.\nSecond line.',
  services: ['web-development', 'mobile-apps'],
  estimate: null,
  plan: null,
  locale: 'en',
  page: '/contact-us',
  createdAt: Date.UTC(2026, 10, 21),
};
const options = {
  from: 'Site <no-reply@example.com>',
  to: 'hello@example.com',
  messageId: '<lead-1.agency@example.com>',
};

describe('agency notification', () => {
  it('names the sender in the subject, lists every field and replies to the visitor', () => {
    const mail = composeAgencyMail(lead, options);
    expect(mail.subject).toBe('New contact request from Ada Lovelace');
    expect(mail.replyTo).toBe('ada@example.com');
    expect(mail.text).toContain('Services: web-development, mobile-apps');
    expect(mail.text).toContain('Budget: 10k-25k');
    expect(mail.text).toContain('We need an app.\nSecond line.');
  });

  it('names the company for a white-label inquiry', () => {
    const mail = composeAgencyMail({ ...lead, kind: 'whitelabel', company: 'Pixel Partners' }, options);
    expect(mail.subject).toBe('White-label partnership inquiry from Pixel Partners');
    expect(mail.text).toContain('Company Name: Pixel Partners');
  });

  it('includes the recomputed estimate', () => {
    const mail = composeAgencyMail(
      {
        ...lead,
        estimate: {
          tab: 'web',
          tabLabel: 'Web Development',
          lines: [{ id: 'a', label: 'Business website', amount: 15000, oneTime: false }],
          subtotal: 15000,
          discountPercent: 10,
          discount: 1500,
          total: 13500,
        },
      },
      options,
    );
    expect(mail.text).toContain('Total: $13,500');
  });

  it('never lets CR/LF from any field reach a header (property) (D4)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        (name, company, email) => {
          for (const kind of ['contact', 'whitelabel'] as const) {
            const mail = composeAgencyMail({ ...lead, kind, name, company, email }, options);
            for (const header of [mail.subject, mail.replyTo ?? '', mail.to, mail.from]) {
              expect(header).not.toMatch(/[\r\n\u2028\u2029]/);
            }
          }
        },
      ),
    );
  });

  it('drops a Reply-To that is not a plain address', () => {
    expect(composeAgencyMail({ ...lead, email: 'a@b.c\r\nBcc: victim@example.com' }, options).replyTo).toBeUndefined();
    expect(headerSafe('x\r\nBcc: y')).toBe('x Bcc: y');
  });
});
