import localFont from 'next/font/local';

/**
 * Self-hosted fonts, one file per script. `optional`: a font that is not there within the first ~100 ms is not swapped
 * in later, so text never shifts or repaints as the largest element; Next.js adds a size-adjusted local fallback, so
 * the fallback occupies the same space. Inter (Latin, 48 KB) is preloaded on every page; the Arabic face (Noto Sans
 * Arabic, Arabic letters only) is not preloaded and is only requested by pages with Arabic text.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

/**
 * Two static faces (49 and 50 KB) instead of the variable font (166 KB): a page requests only the weights it uses, and
 * on a first visit the Arabic face competes less with the page's own requests. 500 renders with the 400 face, 600 with 700.
 */
export const notoSansArabic = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'optional',
  variable: '--font-arabic',
  preload: false,
  adjustFontFallback: 'Arial',
});
