import { describe, expect, it } from 'vitest';
import { listedCaseStudyCategories, relatedDescription } from './categories';

describe('case-study categories', () => {
  it('lists only web development, mobile app and CRM/ERP case studies', () => {
    expect([...listedCaseStudyCategories].sort()).toEqual(['crm-erp', 'mobile-app', 'web-development']);
  });
});

describe('relatedDescription', () => {
  const challenge = { en: `${'Legacy systems slowed every team down. '.repeat(5)}` };

  it('uses the description when there is one', () => {
    expect(relatedDescription({ description: { en: 'A short summary.' }, challenge }, 'en')).toBe('A short summary.');
  });

  it('falls back to the first 100 characters of the challenge', () => {
    const text = relatedDescription({ description: { en: ' ' }, challenge }, 'en');
    expect(text).toBe(`${challenge.en.slice(0, 100).trimEnd()}…`);
  });

  it("uses the translation of the visitor's language, else English", () => {
    const description = { en: 'English summary.', de: 'Deutsche Zusammenfassung.' };
    expect(relatedDescription({ description, challenge }, 'de')).toBe('Deutsche Zusammenfassung.');
    expect(relatedDescription({ description, challenge }, 'es')).toBe('English summary.');
  });
});
