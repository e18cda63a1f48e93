import { describe, expect, it } from 'vitest';
import { checkCatalog } from './catalog-check';

const english = {
  nav: { home: 'Home', label: 'Language: {name}' },
  count: '{count, plural, one {# project} other {# projects}}',
  rich: 'Read the <link>terms</link>',
};

describe('a catalog checked against English', () => {
  it('accepts a complete translation, with the plural forms of its own language', () => {
    expect(
      checkCatalog(
        english,
        {
          nav: { home: 'الرئيسية', label: 'اللغة: {name}' },
          count:
            '{count, plural, zero {لا مشاريع} one {مشروع} two {مشروعان} few {# مشاريع} many {# مشروعًا} other {# مشروع}}',
          rich: 'اقرأ <link>الشروط</link>',
        },
        'ar',
      ),
    ).toEqual([]);
  });

  it('names a missing, empty, extra or unparsable message', () => {
    const problems = checkCatalog(
      english,
      { nav: { home: ' ', extra: 'x' }, count: '{count, plural, one {# Projekt}', rich: 'Die <link>AGB</link>' },
      'de',
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { key: 'nav.home', message: 'empty' },
        { key: 'nav.label', message: 'missing' },
        { key: 'nav.extra', message: 'not in the English catalog' },
        expect.objectContaining({ key: 'count', message: expect.stringContaining('not a valid ICU message') }),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('names an argument or tag that differs, and a plural form the language lacks', () => {
    const problems = checkCatalog(
      english,
      {
        nav: { home: 'Inicio', label: 'Idioma: {nombre}' },
        count: '{count, plural, one {# proyecto} few {# proyectos} other {# proyectos}}',
        rich: 'Lea los <a>términos</a>',
      },
      'es',
    );
    expect(problems.map((p) => `${p.key}: ${p.message}`)).toEqual([
      'nav.label: arguments differ: {nombre} ≠ {name}',
      'count: {count, plural} uses "few", which es does not have',
      'rich: arguments differ: <a> ≠ <link>',
    ]);
  });
});
