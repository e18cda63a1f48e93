import { describe, expect, it } from 'vitest';
import { changesOutside } from './translator-changes';

const post = {
  title: { en: 'Clinic app', es: 'App para clínicas' },
  slug: 'clinic-app',
  tags: ['health', 'mobile'],
  faq: [{ question: { en: 'How long?', es: '' }, answer: { en: 'Eight weeks' } }],
  price: 12,
};

describe('what a translator may change', () => {
  it('lets the texts of their languages change, anywhere in the document, and nothing else', () => {
    const translated = {
      ...post,
      title: { en: 'Clinic app', es: 'Aplicación para clínicas', de: 'Klinik-App' },
      faq: [
        { question: { en: 'How long?', es: '¿Cuánto tiempo?' }, answer: { en: 'Eight weeks', es: 'Ocho semanas' } },
      ],
    };
    expect(changesOutside(post, translated, ['es', 'de'])).toEqual([]);
    expect(changesOutside(post, translated, ['es'])).toEqual(['title.de']);
  });

  it('names every other change: the English, a field that is not a text, a list’s items or length', () => {
    const changed = {
      ...post,
      title: { en: 'Clinic booking', es: 'App para clínicas' },
      slug: 'clinic-booking',
      tags: ['health'],
      faq: [{ question: { en: 'How long?', es: '' }, answer: { en: 'Ten weeks' } }],
      price: 13,
    };
    expect(changesOutside(post, changed, ['es']).sort()).toEqual([
      'faq.0.answer.en',
      'price',
      'slug',
      'tags',
      'title.en',
    ]);
  });

  it('reads nothing written as the same whatever its form: absent, null, an empty text, list or object', () => {
    expect(changesOutside({ a: undefined, b: null, c: [] }, { a: '', b: {}, c: undefined }, [])).toEqual([]);
    expect(changesOutside({ title: { en: 'x' } }, { title: { en: 'x', es: '' } }, [])).toEqual([]);
    expect(changesOutside({ title: 'x' }, { title: { en: 'x' } }, ['es'])).toEqual(['title']);
  });
});
