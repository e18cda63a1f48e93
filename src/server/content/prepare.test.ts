import { describe, expect, it } from 'vitest';
import { preparedValues } from './prepare';

describe('preparedValues', () => {
  it('sanitises the rich text of every block that has one, in every language (blocks.*.body)', () => {
    const values = {
      title: { en: 'Fair' },
      blocks: [
        { type: 'richText', body: { en: '<p>Hi<script>alert(1)</script></p>', es: '<img src=x onerror=alert(1)>' } },
        { type: 'logos' },
        { type: 'imageText', body: { en: '<p onclick="x()">Text</p>' } },
      ],
    };
    const prepared = preparedValues({ htmlFields: ['blocks.*.body'] }, [], values) as typeof values;
    expect(prepared.blocks[0]!.body).toEqual({ en: '<p>Hi</p>' });
    expect(prepared.blocks[1]).toEqual({ type: 'logos' });
    expect(prepared.blocks[2]!.body).toEqual({ en: '<p>Text</p>' });
    // What it was given is left as it was.
    expect(values.blocks[0]!.body!.en).toContain('<script>');
  });

  it('drops a top-level rich text with no English left, as before', () => {
    const prepared = preparedValues({ htmlFields: ['results'] }, [], { results: { en: '<script>x</script>' } });
    expect(prepared).toEqual({});
  });
});
