/**
 * `npm run fonts`: writes the Arabic face the site serves (public/fonts), Noto Sans Arabic 400 and 700 from
 * @fontsource/noto-sans-arabic cut down to the letters and marks Arabic text uses (src/app/arabic-font.ts). The
 * package's "arabic" files also carry the letters of every other language written in Arabic script (Persian, Urdu,
 * Pashto, African languages…), Quranic annotation and the legacy presentation forms: the cut takes a file from 49 to
 * 10 KB, which is what an Arabic page's first paint waits for on a slow network. Shaping survives: the subsetter keeps
 * every glyph the kept letters reach through the font's layout tables (initial, medial, final forms, ligatures, marks).
 * After upgrading the package or changing the ranges, rename the files (src/app/arabic-font.ts, globals.css): they are
 * served as immutable.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { arabicFontFiles, arabicUnicodeRanges } from '../src/app/arabic-font';

const source = (weight: number) =>
  `node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`;

/** Every code point of the ranges, as the text the subsetter keeps. */
function characters(ranges: readonly (readonly [number, number])[]): string {
  return ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
}

async function main() {
  const text = characters(arabicUnicodeRanges);
  for (const [index, weight] of [400, 700].entries()) {
    const file = arabicFontFiles[index];
    if (!file) throw new Error(`no file name for weight ${weight} in src/app/fonts.ts`);
    const original = readFileSync(source(weight));
    const subset = await subsetFont(original, text, { targetFormat: 'woff2' });
    writeFileSync(`public${file}`, subset);
    console.log(`${file}: ${Math.round(original.length / 1024)} → ${Math.round(subset.length / 1024)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
