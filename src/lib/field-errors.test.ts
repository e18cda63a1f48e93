import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors';

const nested = z.strictObject({
  values: z.strictObject({ a: z.string(), b: z.array(z.string().max(1, 'one letter')) }),
});
const invalid = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error;
};

describe('fieldErrors', () => {
  it('keeps the first message of each field, under its path without the prefix', () => {
    const error = invalid(nested, { values: { a: 1, b: ['xx', 'yy'] } });
    expect(fieldErrors(error, { prefix: 'values.' })).toEqual({
      a: expect.any(String),
      'b.0': 'one letter',
      'b.1': 'one letter',
    });
  });

  it('keys by the top-level field and words each issue as asked', () => {
    const error = invalid(nested, { values: { a: 1, b: ['xx'] } });
    expect(fieldErrors(error, { topLevel: true, word: (issue) => issue.code })).toEqual({ values: 'invalid_type' });
  });

  it('names a refusal of the whole input `form`', () => {
    expect(fieldErrors(invalid(nested, 'text'))).toEqual({ form: expect.any(String) });
  });
});
