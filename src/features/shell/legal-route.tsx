import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { legalPage, LegalView } from './legal-page';

interface Props {
  params: Promise<{ locale: string }>;
}

/**
 * The privacy policy and the terms as Next.js routes. The public site's Astro pages (src/site/pages) render them;
 * these remain for drafts' previews and review links until those move too (issue 44).
 */
export function legalRoute({ id, path }: { id: 'privacy' | 'terms'; path: string }) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return pageMetadata({ locale: await pageLocale(params), path, seoKey: id });
    },
    async Page({ params }: Props) {
      const view = await legalPage(id, await pageLocale(params));
      if (!view) notFound();
      return <LegalView {...view} />;
    },
  };
}
