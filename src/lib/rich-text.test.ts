import { describe, expect, it } from 'vitest';
import { plainExcerpt, richTextBlocks } from './rich-text';

describe('richTextBlocks', () => {
  it('shows a text with tags as sanitised HTML', () => {
    expect(richTextBlocks('<p>Intro</p><ul><li>One</li></ul><img src=x onerror=alert(1)>')).toEqual([
      { type: 'html', html: '<p>Intro</p><ul><li>One</li></ul>' },
    ]);
  });

  it('shows "• " lines as a bullet list after the opening paragraph', () => {
    expect(richTextBlocks('The problem was clear.\n• First issue\n• Second issue')).toEqual([
      { type: 'paragraph', text: 'The problem was clear.' },
      { type: 'list', items: ['First issue', 'Second issue'] },
    ]);
  });

  it('shows "- " lines as a bullet list too', () => {
    expect(richTextBlocks('Intro line\n- Alpha\n  - Beta')).toEqual([
      { type: 'paragraph', text: 'Intro line' },
      { type: 'list', items: ['Alpha', 'Beta'] },
    ]);
  });

  it('does not take a hyphen inside words or an en dash for a bullet', () => {
    expect(richTextBlocks('A mobile-first, Dallas–Fort Worth site - built fast.')).toEqual([
      { type: 'paragraph', text: 'A mobile-first, Dallas–Fort Worth site - built fast.' },
    ]);
  });

  it('shows plain text as paragraphs, split at blank lines', () => {
    expect(richTextBlocks('First paragraph\ncontinues here.\n\nSecond paragraph.')).toEqual([
      { type: 'paragraph', text: 'First paragraph continues here.' },
      { type: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('keeps paragraphs and lists in their order', () => {
    expect(richTextBlocks('A\n- one\nB\n• two')).toEqual([
      { type: 'paragraph', text: 'A' },
      { type: 'list', items: ['one'] },
      { type: 'paragraph', text: 'B' },
      { type: 'list', items: ['two'] },
    ]);
  });

  it('does not take a lone "<" or "a < b > c" for a tag', () => {
    expect(richTextBlocks('Costs fell from < $5 to > $2 per lead')).toEqual([
      { type: 'paragraph', text: 'Costs fell from < $5 to > $2 per lead' },
    ]);
  });
});

describe('plainExcerpt', () => {
  it('keeps a short text whole', () => {
    expect(plainExcerpt('Short challenge.')).toBe('Short challenge.');
  });

  it('cuts a long text at 100 characters, without tags or bullets', () => {
    const text = `<p>${'word '.repeat(30)}</p>`;
    const excerpt = plainExcerpt(text);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(101);
    expect(excerpt).not.toContain('<');
    expect(plainExcerpt('Intro\n• one\n• two')).toBe('Intro one two');
  });
});
