import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/site/coming-soon';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';

type PageName =
  | 'services'
  | 'portfolio'
  | 'caseStudies'
  | 'about'
  | 'contact'
  | 'whitelabel'
  | 'process'
  | 'pricing'
  | 'blog'
  | 'socialPlans';

interface Props {
  params: Promise<{ locale: string }>;
}

/** The page and metadata of a public route whose feature has not landed yet: its real SEO entry, a "coming soon" body. */
export function comingSoonRoute({ name, seoKey, path }: { name: PageName; seoKey: string; path: string }) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return pageMetadata({ locale: await pageLocale(params), path, seoKey });
    },
    async Page({ params }: Props) {
      await pageLocale(params);
      const t = await getTranslations('pages');
      return <ComingSoon page={t(name)} />;
    },
  };
}
