import { describe, expect, it } from 'vitest';
import type { CategoryId } from '@/content/categories';
import caseStudySeed from '@/content/seed/case-studies';
import { caseStudiesForTab, relatedDescription } from './categories';

describe('caseStudiesForTab', () => {
  const studies = caseStudySeed.caseStudies;

  it('lists every seeded case study under All: 7 web development, 2 mobile app, 2 CRM/ERP, in tab order', () => {
    const all = caseStudiesForTab(studies, 'all');
    expect(all).toHaveLength(11);
    expect(all.map((study) => study.category)).toEqual([
      ...Array<string>(7).fill('web-development'),
      'mobile-app',
      'mobile-app',
      'crm-erp',
      'crm-erp',
    ]);
    for (const tab of ['web3', 'ai-automation', 'seo-digital-marketing'] as const)
      expect(caseStudiesForTab(studies, tab), tab).toEqual([]);
  });

  it('never hides a case study an admin files under Web3, AI or SEO: it shows under All and its tab', () => {
    for (const category of ['web3', 'ai-automation', 'seo-digital-marketing'] satisfies CategoryId[]) {
      const moved = studies.map((study) => (study.id === 'm1' ? { ...study, category } : study));
      expect(
        caseStudiesForTab(moved, 'all').map((study) => study.id),
        category,
      ).toContain('m1');
      expect(
        caseStudiesForTab(moved, category).map((study) => study.id),
        category,
      ).toEqual(['m1']);
    }
  });
});

describe('relatedDescription', () => {
  const challenge = { en: `${'Legacy systems slowed every team down. '.repeat(5)}` };

  it('uses the description when there is one', () => {
    expect(relatedDescription({ description: { en: 'A short summary.' }, challenge }, 'en')).toEqual({
      text: 'A short summary.',
      from: { en: 'A short summary.' },
    });
  });

  it('falls back to the first 100 characters of the challenge', () => {
    const { text, from } = relatedDescription({ description: { en: ' ' }, challenge }, 'en');
    expect(text).toBe(`${challenge.en.slice(0, 100).trimEnd()}…`);
    expect(from).toBe(challenge);
  });

  it("uses the translation of the visitor's language, else English", () => {
    const description = { en: 'English summary.', de: 'Deutsche Zusammenfassung.' };
    expect(relatedDescription({ description, challenge }, 'de').text).toBe('Deutsche Zusammenfassung.');
    expect(relatedDescription({ description, challenge }, 'es').text).toBe('English summary.');
  });
});
