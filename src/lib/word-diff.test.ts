import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './word-diff';

const side = (parts: DiffPart[], kind: 'removed' | 'added') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === kind)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('marks the words that went and came, keeping the rest as it was', () => {
    expect(wordDiff('We build fast web apps', 'We build accessible web apps')).toEqual([
      { kind: 'same', text: 'We build ' },
      { kind: 'removed', text: 'fast ' },
      { kind: 'added', text: 'accessible ' },
      { kind: 'same', text: 'web apps' },
    ]);
    // A changed phrase stays whole, not cut around the spaces it shares with the new one.
    expect(wordDiff('What an MVP Really Costs, and How to Scope One', 'What an MVP costs: the draft')).toEqual([
      { kind: 'same', text: 'What an MVP ' },
      { kind: 'removed', text: 'Really Costs, and How to Scope One' },
      { kind: 'added', text: 'costs: the draft' },
    ]);
    expect(wordDiff('Launch in 6 weeks', 'Launch in 6 weeks, with a warranty')).toEqual([
      { kind: 'same', text: 'Launch in 6 ' },
      { kind: 'removed', text: 'weeks' },
      { kind: 'added', text: 'weeks, with a warranty' },
    ]);
  });

  it('says an empty side as a whole addition or removal, and equal texts as one part', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('Old text', '')).toEqual([{ kind: 'removed', text: 'Old text' }]);
    expect(wordDiff('Same', 'Same')).toEqual([{ kind: 'same', text: 'Same' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('gives back both texts exactly, whatever they are', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'web', ' ', '  ', '\n', 'ü', '—'), { maxLength: 40 })
      .map((t) => t.join(''));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const parts = wordDiff(before, after);
        expect(side(parts, 'removed')).toBe(before);
        expect(side(parts, 'added')).toBe(after);
      }),
    );
  });

  it('compares texts too long for word level as one replacement', () => {
    const long = (word: string) => Array.from({ length: 2_100 }, (_, i) => `${word}${i}`).join(' ');
    const parts = wordDiff(`Intro ${long('a')} end`, `Intro ${long('b')} end`);
    expect(parts.map((part) => part.kind)).toEqual(['same', 'removed', 'added', 'same']);
  });
});
