import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ItemNotFound } from '@/components/site/item-not-found';
import { paths } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blog');
  return { title: t('notFoundTitle') };
}

/** An unknown article (spec 001): "Blog Post Not Found" and a way back to the list. Status 404. */
export default async function BlogPostNotFound() {
  const t = await getTranslations('blog');
  return (
    <ItemNotFound title={t('notFoundTitle')} text={t('notFoundText')} backHref={paths.blog} backLabel={t('back')} />
  );
}
