import { describe, expect, it } from 'vitest';
import { withIdRenamed, withoutId } from './references';

describe('withIdRenamed', () => {
  it('renames an id in a plain list of ids, and says nothing changed when it is not there', () => {
    const doc = { id: 'a', relatedCaseStudies: ['m1', 'smart-emr'] };
    expect(withIdRenamed(doc, ['relatedCaseStudies'], 'm1', 'm2')).toEqual({
      id: 'a',
      relatedCaseStudies: ['m2', 'smart-emr'],
    });
    expect(withIdRenamed(doc, ['relatedCaseStudies'], 'x', 'y')).toBeUndefined();
  });

  it('renames it in every item of a list through `*`, leaving the items without the list as they are', () => {
    const page = {
      id: 'fair',
      blocks: [
        { type: 'hero', heading: { en: 'Hi' } },
        { type: 'caseStudies', caseStudyIds: ['m1'] },
        { type: 'caseStudies', caseStudyIds: ['smart-emr', 'm1'] },
      ],
    };
    expect(withIdRenamed(page, ['blocks', '*', 'caseStudyIds'], 'm1', 'clinic-app')).toEqual({
      id: 'fair',
      blocks: [
        { type: 'hero', heading: { en: 'Hi' } },
        { type: 'caseStudies', caseStudyIds: ['clinic-app'] },
        { type: 'caseStudies', caseStudyIds: ['smart-emr', 'clinic-app'] },
      ],
    });
    expect(withIdRenamed(page, ['blocks', '*', 'caseStudyIds'], 'nope', 'x')).toBeUndefined();
  });
});

describe('a lone id (a placed shared block)', () => {
  const page = {
    id: 'fair',
    blocks: [
      { type: 'shared', ref: 'spring-band' },
      { type: 'hero', heading: { en: 'Hi' } },
      { type: 'shared', ref: 'other', hidden: true },
    ],
  };

  it('is renamed where the page names it, as an id of a list is', () => {
    expect(withIdRenamed(page, ['blocks', '*', 'ref'], 'other', 'autumn-band')).toEqual({
      id: 'fair',
      blocks: [
        { type: 'shared', ref: 'spring-band' },
        { type: 'hero', heading: { en: 'Hi' } },
        { type: 'shared', ref: 'autumn-band', hidden: true },
      ],
    });
    expect(withIdRenamed(page, ['blocks', '*', 'ref'], 'nope', 'x')).toBeUndefined();
  });

  it('taken out, takes the block that holds it out of the page, the others kept in order', () => {
    expect(withoutId(page, ['blocks', '*', 'ref'], 'spring-band')).toEqual({
      id: 'fair',
      blocks: [
        { type: 'hero', heading: { en: 'Hi' } },
        { type: 'shared', ref: 'other', hidden: true },
      ],
    });
    expect(withoutId(page, ['blocks', '*', 'ref'], 'nope')).toEqual(page);
  });
});
