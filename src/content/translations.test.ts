import { describe, expect, it } from 'vitest';
import type { SeedFile } from '.';
import { markupShape } from './translation-check';
import { applyTranslations, englishSource, isTranslated, languagesOf, translationCoverage } from './translations';

const file = {
  textTestimonials: [
    {
      id: 't1',
      name: 'Ana',
      company: 'Acme',
      role: { en: 'CEO', de: 'Geschäftsführerin' },
      quote: { en: 'Great work.' },
      rating: 5,
      order: 0,
    },
  ],
} as unknown as SeedFile;

describe('seed translations', () => {
  it('names every localized field by collection, document and path', () => {
    expect(englishSource(file)).toEqual({
      'textTestimonials/t1/role': 'CEO',
      'textTestimonials/t1/quote': 'Great work.',
    });
  });

  it('writes translations into their fields, keeps a translation the seed already has, and reports unknown keys', () => {
    const { file: translated, unknownKeys } = applyTranslations(file, {
      de: { 'textTestimonials/t1/quote': 'Großartige Arbeit.', 'textTestimonials/t1/role': 'Chefin' },
      es: { 'textTestimonials/t1/quote': 'Gran trabajo.', 'textTestimonials/t9/quote': 'x' },
    });
    const doc = (translated as unknown as { textTestimonials: { role: object; quote: object }[] }).textTestimonials[0]!;
    expect(doc.quote).toEqual({ en: 'Great work.', de: 'Großartige Arbeit.', es: 'Gran trabajo.' });
    expect(doc.role).toEqual({ en: 'CEO', de: 'Geschäftsführerin' });
    expect(unknownKeys).toEqual(['es:textTestimonials/t9/quote']);
    // The English seed itself is left as it was.
    expect((file as unknown as { textTestimonials: { quote: object }[] }).textTestimonials[0]!.quote).toEqual({
      en: 'Great work.',
    });
  });

  it('calls a document translated in a language only when every text of it is', () => {
    const doc = { title: { en: 'A', de: 'A' }, items: [{ label: { en: 'B', de: 'B', ar: 'ب' } }] };
    expect(isTranslated(doc, 'de')).toBe(true);
    expect(isTranslated(doc, 'ar')).toBe(false);
    expect(isTranslated(doc, 'en')).toBe(true);
    expect(languagesOf(doc)).toEqual(['en', 'de']);
  });

  it('counts the share of texts in each language per collection', () => {
    const coverage = translationCoverage([
      { collection: 'projects', data: { title: { en: 'A', es: 'A' }, text: { en: 'B' } } },
      { collection: 'projects', data: { title: { en: 'C', es: 'C' } } },
    ]);
    expect(coverage.get('projects')).toMatchObject({
      en: { translated: 3, total: 3 },
      es: { translated: 2, total: 3 },
      ar: { translated: 0, total: 3 },
    });
  });

  it('sees the markup a translation must keep: tags in order, Markdown blocks, placeholders', () => {
    expect(markupShape('<p>Hi <strong>you</strong></p>')).toEqual(markupShape('<p>Hola <strong>tú</strong></p>'));
    expect(markupShape('<p>Hi <strong>you</strong></p>')).not.toEqual(markupShape('<p>Hola tú</p>'));
    expect(markupShape('## A\n\nText\n- one\n- two')).toEqual(markupShape('## B\n\nTexto\n- uno\n- dos'));
    expect(markupShape('## A\n\nText\n- one\n- two')).not.toEqual(markupShape('## B\n\nTexto\n- uno'));
    expect(markupShape('Save {percent}%')).not.toEqual(markupShape('Ahorre {porcentaje}%'));
  });
});
