import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView, notFoundMetadata } from '@/components/site/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/**
 * What a `notFound()` of a page under [locale] shows (an unknown language prefix; the pages' own boundaries cover an
 * unknown article or case study). Unknown paths never get here: proxy.ts sends them to page-not-found, drawn on the
 * server.
 */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <>
      {/* Next.js 16 renders this boundary's body in the browser and then drops the server's <title>; React hoists these
          into <head> so the tab keeps its title (vercel/next.js#62228). */}
      <title>{t('title')}</title>
      <meta name="description" content={t('message')} />
      <NotFoundView />
    </>
  );
}
