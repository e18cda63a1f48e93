import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';

// The site's Latin face with the site's options (src/app/fonts.ts).
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

export const metadata: Metadata = {
  title: 'Probe: an empty Next.js page',
  description: 'The floor of the performance bench: fifty plain paragraphs and no client code.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body
        style={{ fontFamily: 'var(--font-inter), sans-serif', margin: '0 auto', maxWidth: '40rem', padding: '1rem' }}
      >
        {children}
      </body>
    </html>
  );
}
