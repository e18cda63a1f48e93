import { describe, expect, it } from 'vitest';
import { localizedByPath, staleCounts, translationChanges } from './stale-translations';

const post = {
  id: 'a-post',
  title: { en: 'Ship an MVP', es: 'Lanza un MVP', de: 'Ein MVP liefern', ar: 'أطلق منتجًا أوليًا' },
  excerpt: { en: 'Scope it small', es: 'Redúcelo' },
  steps: [{ title: { en: 'Plan', de: 'Planen' } }, { title: { en: 'Build', es: 'Construir' } }],
  date: '2026-08-25',
};

describe('translationChanges', () => {
  it('finds every localized text by its path, in lists too', () => {
    expect([...localizedByPath(post).keys()]).toEqual(['title', 'excerpt', 'steps.0.title', 'steps.1.title']);
  });

  it('marks exactly the translations of the text whose English changed, with the English they were written from', () => {
    const after = { ...post, title: { ...post.title, en: 'Ship an MVP that sells' } };
    const { stale, current } = translationChanges(post, after);
    expect(stale).toEqual([
      { path: 'title', locale: 'es', english: 'Ship an MVP' },
      { path: 'title', locale: 'de', english: 'Ship an MVP' },
      { path: 'title', locale: 'ar', english: 'Ship an MVP' },
    ]);
    expect(current).toEqual([]);
  });

  it('a language missing under a changed English is missing, not stale; one rewritten in the same save is current', () => {
    const after = {
      ...post,
      excerpt: { en: 'Scope it smaller', es: 'Redúcelo más' },
      steps: [{ title: { en: 'Plan well', de: 'Planen' } }, post.steps[1]],
    };
    const { stale, current } = translationChanges(post, after);
    expect(stale).toEqual([{ path: 'steps.0.title', locale: 'de', english: 'Plan' }]);
    expect(current).toEqual([{ path: 'excerpt', locale: 'es' }]);
  });

  it('a translation rewritten or emptied later is current again; a new text or a changed date marks nothing', () => {
    const after = {
      ...post,
      title: { ...post.title, es: 'Lanza tu MVP', de: undefined },
      subtitle: { en: 'New', es: 'Nuevo' },
      date: '2026-09-01',
    };
    const { stale, current, paths } = translationChanges(post, after);
    expect(stale).toEqual([]);
    expect(current).toEqual([
      { path: 'title', locale: 'es' },
      { path: 'title', locale: 'de' },
    ]);
    expect(paths.has('subtitle')).toBe(true);
  });

  it('counts stale texts per language', () => {
    expect(staleCounts({ title: { es: 'a', de: 'a' }, 'steps.0.title': { de: 'b' } })).toEqual({
      en: 0,
      es: 1,
      de: 2,
      ar: 0,
    });
  });
});
