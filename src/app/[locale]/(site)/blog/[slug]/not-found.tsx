import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ItemNotFound } from '@/components/site/item-not-found';
import { currentLocale } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blog');
  return { title: t('notFoundTitle') };
}

/** An unknown article (spec 001): "Blog Post Not Found" and a way back to the list. Status 404. */
export default async function BlogPostNotFound() {
  const [t, locale] = await Promise.all([getTranslations('blog'), currentLocale()]);
  return (
    <ItemNotFound
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      locale={locale}
      backHref={paths.blog}
      backLabel={t('back')}
    />
  );
}
