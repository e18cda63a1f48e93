import { describe, expect, it } from 'vitest';
import type { FormField } from './form-fields';
import { blankValues, withoutEmpty } from './values';

const fields: FormField[] = [
  { name: 'title', kind: 'text', label: 'Title', required: true, maxLength: 120 },
  { name: 'link', kind: 'url', label: 'Link', required: false },
  { name: 'year', kind: 'number', label: 'Year', required: false, min: 2000 },
  { name: 'techs', kind: 'plainList', label: 'Technologies', required: true, min: 1, max: 30 },
  {
    name: 'kpis',
    kind: 'groupList',
    label: 'Figures',
    required: true,
    min: 3,
    fields: [
      { name: 'value', kind: 'text', label: 'Value', required: true },
      { name: 'note', kind: 'plain', label: 'Note', required: false },
    ],
  },
  {
    name: 'quote',
    kind: 'group',
    label: 'Testimonial',
    required: false,
    fields: [
      { name: 'text', kind: 'textarea', label: 'Quote', required: true },
      { name: 'author', kind: 'plain', label: 'Author', required: true },
    ],
  },
];

describe('a new item', () => {
  it('starts with every required field blank, lists holding as many items as they need', () => {
    expect(blankValues(fields, { year: 2026 })).toEqual({
      title: { en: '' },
      techs: [''],
      kpis: [{ value: { en: '' } }, { value: { en: '' } }, { value: { en: '' } }].map((kpi) => ({ ...kpi, note: '' })),
      year: 2026,
    });
  });
});

describe('what the form sends', () => {
  it('leaves out optional fields left empty, in groups too, and an optional group left wholly empty', () => {
    const sent = withoutEmpty(fields, {
      title: { en: 'Kept' },
      link: '',
      year: undefined,
      techs: ['React'],
      kpis: [{ value: { en: '40%' }, note: '' }],
      quote: { text: { en: '' }, author: '' },
    });
    expect(sent).toEqual({ title: { en: 'Kept' }, techs: ['React'], kpis: [{ value: { en: '40%' } }] });
  });

  it('keeps a required text even when empty, so the server says it is required', () => {
    expect(withoutEmpty(fields, { title: { en: '' }, techs: [], kpis: [] })).toEqual({
      title: { en: '' },
      techs: [],
      kpis: [],
    });
  });

  it('keeps an optional group that is partly filled, so the server names the missing part', () => {
    expect(withoutEmpty(fields, { quote: { text: { en: 'Great' }, author: '' } })).toEqual({
      quote: { text: { en: 'Great' }, author: '' },
    });
  });
});
