import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactInputSchema, formDataToObject, whitelabelInputSchema } from './schema';

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

describe('formDataToObject', () => {
  it('collects repeated services and drops framework fields', () => {
    const data = new FormData();
    data.append('$ACTION_ID_abc', '');
    data.append('name', 'Ada');
    data.append('services', 'web3');
    data.append('services', 'mobile-apps');
    expect(formDataToObject(data)).toEqual({ name: 'Ada', services: ['web3', 'mobile-apps'] });
  });
});
