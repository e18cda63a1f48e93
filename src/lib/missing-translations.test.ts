import { describe, expect, it } from 'vitest';
import { localizedTexts, missingTranslations } from './missing-translations';

describe('localizedTexts', () => {
  it('finds localized texts however deep they sit, in arrays and objects', () => {
    const texts = localizedTexts({
      title: { en: 'Web' },
      id: 'web',
      process: [{ title: { en: 'Plan', de: 'Planen' } }, { title: { en: 'Build' } }],
    });
    expect(texts).toEqual([{ en: 'Web' }, { en: 'Plan', de: 'Planen' }, { en: 'Build' }]);
  });
});

describe('missingTranslations', () => {
  it('counts, per language, the texts that have English but no text of their own', () => {
    const missing = missingTranslations({
      title: { en: 'Web', es: 'Web', de: 'Web' },
      body: { en: 'Text', es: '' },
      features: [{ en: 'Fast', ar: 'سريع' }],
    });
    expect(missing).toEqual({ en: 0, es: 2, de: 2, ar: 2 });
  });

  it('says nothing is missing from a wholly translated value or one with no texts', () => {
    expect(missingTranslations({ title: { en: 'A', es: 'A', de: 'A', ar: 'A' }, rating: 5 })).toEqual({
      en: 0,
      es: 0,
      de: 0,
      ar: 0,
    });
    expect(missingTranslations({ id: 3 })).toEqual({ en: 0, es: 0, de: 0, ar: 0 });
  });
});
