import localFont from 'next/font/local';

/**
 * Self-hosted fonts, one file per script. `optional`: a font that is not there within the first ~100 ms is not swapped
 * in later, so text never shifts or repaints as the largest element; Next.js adds a size-adjusted local fallback, so
 * the fallback occupies the same space. Inter (Latin, 48 KB) is preloaded on every page; the Arabic face is in arabic-font.ts.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
