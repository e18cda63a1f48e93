import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Footer } from '@/components/site/footer';
import { Header, headerIslands } from '@/components/site/header';
import { LanguageMenu, MobileMenu } from '@/components/site/header-menus';
import { PreviewBanner } from '@/components/site/preview-banner';
import {
  ThemeToggleFace,
  ToastCloseIcon,
  ToastErrorIcon,
  ToastInfoIcon,
  ToastSuccessIcon,
} from '@/components/site/shell-icons';
import { SiteToaster } from '@/components/site/site-toaster-client';
import { toastClassNames } from '@/components/ui/toast-classes';
import { ThemeToggle } from '@/components/site/theme-toggle-client';
import { StarSymbol } from '@/components/site/stars';
import { ThemeScript } from '@/components/site/theme-script';
import { Analytics } from '@/features/analytics/analytics-client';
import { Chat } from '@/features/chat/chat';
import { currentPath } from '@/i18n/navigation';
import { translatorFor } from '@/i18n/translator';
import { env } from '@/lib/env';
import { isLocale, rtlLocales } from '@/lib/locales';
import { previewState } from '@/server/preview';
import { getSiteSettings } from '@/server/queries/settings';
import { arabicFontFiles } from '../arabic-font';
import { inter } from '../fonts';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return {
    metadataBase: new URL(env().SITE_URL),
    applicationName: t('siteName'),
    openGraph: { siteName: t('siteName') },
    formatDetection: { telephone: false },
    icons: { icon: '/icon.svg', apple: '/apple-icon.png' },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1120' },
  ],
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Reading the request makes every page render per request: the CSP nonce is new each time and content is live.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const [site, preview, t, path] = await Promise.all([
    getSiteSettings(),
    previewState(),
    translatorFor(locale),
    currentPath(),
  ]);
  const islands = headerIslands(t, locale, path);
  const previewWords = preview && (await getTranslations('preview'));

  return (
    <html
      lang={locale}
      dir={rtlLocales.has(locale) ? 'rtl' : 'ltr'}
      className={inter.variable}
      suppressHydrationWarning
    >
      <head>
        <ThemeScript nonce={nonce} />
        {/* Discovered only through the stylesheet, the Arabic face would start after it: Arabic pages ask at once. */}
        {locale === 'ar' &&
          arabicFontFiles.map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* No i18n provider: client leaves get their strings as props, so no catalog or formatter ships to the browser. */}
        <StarSymbol />
        <Header
          t={t}
          locale={locale}
          path={path}
          siteName={site.name}
          language={<LanguageMenu {...islands.language} />}
          theme={
            <ThemeToggle className={islands.theme.className}>
              <ThemeToggleFace {...islands.theme} />
            </ThemeToggle>
          }
          menu={<MobileMenu {...islands.menu} />}
        />
        <main id="main" className="flex-1">
          {children as ReactNode}
        </main>
        <Footer locale={locale} site={site} t={t} />
        <SiteToaster
          classNames={toastClassNames}
          closeLabel={t('forms.toasts.close')}
          successIcon={<ToastSuccessIcon />}
          errorIcon={<ToastErrorIcon />}
          infoIcon={<ToastInfoIcon />}
          closeIcon={<ToastCloseIcon />}
        />
        {/* An admin looking at a draft is no visitor: the preview is not counted. */}
        {preview && previewWords ? (
          <PreviewBanner
            labels={{
              note: previewWords('note'),
              answer: previewWords('answer'),
              approved: previewWords('approved'),
              changes: previewWords('changes'),
              comment: previewWords('comment'),
              approve: previewWords('approve'),
              requestChanges: previewWords('requestChanges'),
            }}
            review={
              preview.review && {
                token: preview.review.token,
                decision: preview.review.link.decision,
                comment: preview.review.link.comment,
              }
            }
          />
        ) : (
          <Analytics locale={locale} forwardTo={env().ANALYTICS_PROVIDER_SCRIPT} nonce={nonce} />
        )}
        <Chat t={t} locale={locale} nonce={nonce} />
      </body>
    </html>
  );
}
