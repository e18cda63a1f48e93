import { describe, expect, it } from 'vitest';
import { restRoute } from './locale';

describe('restRoute', () => {
  it('names the home page of a language', () => {
    expect(restRoute(undefined)).toEqual({ locale: 'en' });
    expect(restRoute('es')).toEqual({ locale: 'es' });
  });

  it('names a page built from blocks in a language', () => {
    expect(restRoute('fair-2027')).toEqual({ locale: 'en', address: 'fair-2027' });
    expect(restRoute('ar/fair-2027')).toEqual({ locale: 'ar', address: 'fair-2027' });
  });

  it('names nothing for English spelled out, a deeper path or an empty segment', () => {
    expect(restRoute('en')).toBeUndefined();
    expect(restRoute('en/fair-2027')).toBeUndefined();
    expect(restRoute('es/fair/2027')).toBeUndefined();
    expect(restRoute('fair/2027')).toBeUndefined();
    expect(restRoute('es/')).toBeUndefined();
  });
});
