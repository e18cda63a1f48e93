/**
 * The Arabic face: Noto Sans Arabic, regular and bold (10 + 11 KB: the letters Arabic uses, cut by
 * scripts/subset-arabic-font.ts), served from public/fonts and declared in globals.css with these ranges as its
 * `unicode-range`. Arabic pages preload both, so they download beside the stylesheet instead of after it; next/font
 * cannot preload a font for one language only. The file names carry the font version and the cut: they are immutable.
 */
export const arabicFontFiles = [
  '/fonts/noto-sans-arabic-400-v5.3.0-arabic-letters.woff2',
  '/fonts/noto-sans-arabic-700-v5.3.0-arabic-letters.woff2',
] as const;

/**
 * What the Arabic files cover: the letters of Arabic and the five borrowed letters Arabic writes foreign names with
 * (پ چ ژ ڤ گ, with the Persian kaf and yeh), the vowel marks, tatweel, Arabic-Indic digits and their signs, Arabic
 * punctuation, the joiners and direction marks, and the hyphens. Letters of other languages written in Arabic script
 * are drawn by the system's Arabic font; Inter draws everything else.
 */
export const arabicUnicodeRanges: readonly (readonly [number, number])[] = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06d4, 0x06d4],
  [0x200c, 0x200f],
  [0x2010, 0x2011],
];
