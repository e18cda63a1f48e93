/**
 * The Arabic face: Noto Sans Arabic, regular and bold (21 + 22 KB: the Arabic block only, cut by
 * scripts/subset-arabic-font.ts), served from public/fonts and declared in globals.css with these ranges as its
 * `unicode-range`. Arabic pages preload both, so they download beside the stylesheet instead of after it; next/font
 * cannot preload a font for one language only. The file names carry the font version and the cut: they are immutable.
 */
export const arabicFontFiles = [
  '/fonts/noto-sans-arabic-400-v5.3.0-arabic-block.woff2',
  '/fonts/noto-sans-arabic-700-v5.3.0-arabic-block.woff2',
] as const;

/**
 * What the Arabic files cover: the Arabic block (letters, marks, Arabic-Indic digits, punctuation), the joiners and
 * direction marks, the hyphens, and two punctuation marks of Arabic text. Inter draws everything else.
 */
export const arabicUnicodeRanges: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
  [0x2010, 0x2011],
  [0x204f, 0x204f],
  [0x2e41, 0x2e41],
];
