import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arabicFontFiles, arabicUnicodeRanges } from './arabic-font';

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const covered = (codePoint: number) => arabicUnicodeRanges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Arabic-script blocks, so a letter from outside the cut (Supplement, Extended, presentation forms) is caught. */
const arabicScript: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name));
}

describe('the Arabic face', () => {
  it('is declared in globals.css for exactly the ranges its files were cut to', () => {
    const css = readFileSync('src/app/globals.css', 'utf8');
    const expected = arabicUnicodeRanges
      .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
      .join(', ');
    const faces = [...css.matchAll(/@font-face\s*{[^}]*font-family: 'Noto Sans Arabic';[^}]*}/g)].map((m) => m[0]);
    expect(faces).toHaveLength(2);
    for (const [index, face] of faces.entries()) {
      expect(face).toContain(`url('${arabicFontFiles[index]}')`);
      expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ')).toBe(expected);
    }
  });

  it('covers every Arabic letter of the Arabic catalog and content', () => {
    const files = [...jsonFiles('messages/ar'), ...jsonFiles('src/content/seed/translations/ar')];
    expect(files.length).toBeGreaterThan(5);
    const missing = new Set<string>();
    for (const file of files) {
      for (const character of readFileSync(file, 'utf8')) {
        const codePoint = character.codePointAt(0) ?? 0;
        const isArabic = arabicScript.some(([from, to]) => codePoint >= from && codePoint <= to);
        if (isArabic && !covered(codePoint)) missing.add(`U+${hex(codePoint)} in ${file}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('ships as the cut files, not the whole Arabic-script font', () => {
    for (const file of arabicFontFiles) {
      const bytes = statSync(path.join('public', file)).size;
      expect(bytes, file).toBeGreaterThan(8 * 1024);
      expect(bytes, file).toBeLessThan(16 * 1024);
    }
  });
});
