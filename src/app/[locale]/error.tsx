'use client';

import { useParams } from 'next/navigation';
import { homePath, isLocale } from '@/lib/locales';
import { LazyErrorNotice } from '@/components/site/lazy-error-notice';

export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { locale: param } = useParams<{ locale?: string }>();
  const locale = isLocale(param) ? param : 'en';
  return <LazyErrorNotice locale={locale} digest={error.digest} homeHref={homePath(locale)} onRetry={retry} />;
}
