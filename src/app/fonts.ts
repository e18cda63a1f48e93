import localFont from 'next/font/local';

/**
 * Self-hosted fonts, one file per script. `optional`: a font that is not there within the first ~100 ms is not swapped
 * in later, so text never shifts or repaints as the largest element; Next.js adds a size-adjusted local fallback, so
 * the fallback occupies the same space. Inter (Latin, 48 KB) is preloaded on every page; the Arabic face is below.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

/**
 * The Arabic face: Noto Sans Arabic, regular and bold (49 + 50 KB, Arabic letters only), served from public/fonts and
 * declared in globals.css. Arabic pages preload both, so they download beside the stylesheet instead of after it;
 * next/font cannot preload a font for one language only. The file names carry the font version: they are immutable.
 */
export const arabicFontFiles = [
  '/fonts/noto-sans-arabic-400-v5.3.0.woff2',
  '/fonts/noto-sans-arabic-700-v5.3.0.woff2',
] as const;
