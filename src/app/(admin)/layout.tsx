import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { ThemeScript } from '@/components/site/theme-script';
import { inter } from '../fonts';
import '../globals.css';
import './admin.css';

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  icons: { icon: '/icon.svg', apple: '/apple-icon.png' },
};

/**
 * The admin is English only and never cached (proxy.ts sends `Cache-Control: no-store`). Its theme follows the device
 * until the admin picks one.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} followSystem />
      </head>
      <body className="min-h-dvh bg-slate-50 dark:bg-navy-950">{children}</body>
    </html>
  );
}
