import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { draftSchema, parseDraft } from './draft-rules';

const schema = z.strictObject({
  title: z.object({ en: z.string().min(1).max(20), es: z.string().max(20).optional() }),
  summary: z.string().min(10).max(40),
  kind: z.enum(['web', 'app']),
  price: z.number().int(),
  features: z.array(z.strictObject({ name: z.string().min(1).max(10) })).min(2),
});
const whole = {
  title: { en: 'Clinic app' },
  summary: 'An app for a clinic chain',
  kind: 'app',
  price: 12,
  features: [{ name: 'Booking' }, { name: 'Reminders' }],
} as const;

describe('the rules a draft is held to', () => {
  it('reads a whole draft as publishing would, with nothing missing', () => {
    expect(parseDraft(schema, whole)).toEqual({ success: true, data: whole, missing: [] });
  });

  it('keeps a draft that lacks only what publishing needs: empty, short or missing texts, numbers and list items', () => {
    const partial = { title: { en: 'Clinic app' }, summary: 'Short', kind: 'web', features: [{ name: '' }] };
    const parsed = parseDraft(schema, partial);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toBe(partial);
    expect(parsed.missing.map((part) => part.path).sort()).toEqual(['features', 'features.0.name', 'price', 'summary']);
  });

  it('keeps a text left empty or a choice not made whatever rule they fail, and refuses a text in the wrong format', () => {
    const withCover = schema.extend({ cover: z.string().regex(/^\/images\//) });
    const empty = parseDraft(withCover, { title: { en: 'Clinic app' }, cover: '' });
    expect(empty.success && empty.missing.map((part) => part.path)).toContain('cover');
    expect(parseDraft(withCover, { title: { en: 'Clinic app' }, cover: 'ftp://cover.png' }).success).toBe(false);
  });

  it('refuses what a draft may not be: above a limit, a wrong choice or type, an unknown field', () => {
    for (const bad of [
      { ...whole, summary: 'x'.repeat(41) },
      { ...whole, kind: 'game' },
      { ...whole, price: 'twelve' },
      { ...whole, extra: true },
      { ...whole, features: [{ name: 'x'.repeat(11) }] },
    ]) {
      const parsed = parseDraft(schema, bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses a draft without the fields it must keep, at any depth', () => {
    const untitled = { ...whole, title: { en: '' } };
    expect(parseDraft(schema, untitled).success).toBe(true);
    const parsed = parseDraft(schema, untitled, { keep: ['title'] });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.issues.map((issue) => issue.path.join('.'))).toEqual(['title.en']);
  });

  it('as an action input: passes a partial draft and reports a refusal at its own path, in the given words', () => {
    const input = z.strictObject({
      values: draftSchema(schema, { keep: ['title'], error: () => 'In our words' }),
    });
    expect(input.safeParse({ values: { ...whole, summary: '' } }).success).toBe(true);
    const refused = input.safeParse({ values: { ...whole, title: { en: '' }, summary: 'x'.repeat(41) } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['values.title.en', 'In our words'],
      ['values.summary', 'In our words'],
    ]);
  });
});
