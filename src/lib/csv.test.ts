import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(4200)).toBe('4200');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Hello, "world"\nbye')).toBe('"Hello, ""world""\nbye"');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a formula in %j with a leading apostrophe',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('ends a row with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});
