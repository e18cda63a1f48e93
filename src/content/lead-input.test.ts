import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attributionShape, contactInputSchema, leadSubmissionSchema, whitelabelInputSchema } from './lead-input';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We need a new booking app.',
  services: ['mobile-apps'],
  locale: 'en',
};

describe('contact form schema', () => {
  it('accepts a complete, valid message and trims it', () => {
    const parsed = contactInputSchema.parse({
      ...valid,
      name: '  Ada Lovelace ',
      budget: '10k-25k',
      phone: '+1 (903) 555-0100',
    });
    expect(parsed.name).toBe('Ada Lovelace');
    expect(parsed.budget).toBe('10k-25k');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ message: '   ' }, 'message'],
    [{ services: [] }, 'services'],
    [{ services: ['blockchain-consulting'] }, 'services'],
    [{ budget: '1m-plus' }, 'budget'],
    [{ phone: 'call me maybe' }, 'phone'],
    [{ locale: 'fr' }, 'locale'],
    [{ message: 'x'.repeat(5001) }, 'message'],
  ])('rejects %o at the field %s', (change, field) => {
    const result = contactInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });

  it('rejects unknown fields', () => {
    expect(contactInputSchema.safeParse({ ...valid, isAdmin: 'yes' }).success).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()), fc.integer(), fc.constant(null))),
        (body) => {
          expect(() => contactInputSchema.safeParse(body)).not.toThrow();
          expect(() => whitelabelInputSchema.safeParse(body)).not.toThrow();
        },
      ),
    );
  });
});

describe('white-label form schema', () => {
  it('requires the company and allows no services', () => {
    expect(whitelabelInputSchema.safeParse({ ...valid, services: [], company: 'Acme Agency' }).success).toBe(true);
    const missing = whitelabelInputSchema.safeParse({ ...valid, company: '' });
    expect(missing.error?.issues.map((i) => i.path[0])).toContain('company');
  });
});

describe('a submission of any form', () => {
  it("is parsed by its kind, and narrows to that form's fields", () => {
    const contact = leadSubmissionSchema.parse({ ...valid, kind: 'contact', phone: '+1 555 0100' });
    expect(contact.kind === 'contact' && contact.phone).toBe('+1 555 0100');
    const chat = leadSubmissionSchema.parse({ email: valid.email, locale: 'en', message: 'Hi', kind: 'chat' });
    expect(chat).toEqual({ kind: 'chat', email: valid.email, locale: 'en', message: 'Hi' });
  });

  it("refuses another form's field and an unknown kind", () => {
    const phoneInChat = leadSubmissionSchema.safeParse({
      ...valid,
      services: undefined,
      kind: 'chat',
      phone: '5550100',
    });
    expect(phoneInChat.success).toBe(false);
    expect(leadSubmissionSchema.safeParse({ ...valid, kind: 'quote' }).success).toBe(false);
  });
});

describe('the attribution fields', () => {
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
