import type { Metadata } from 'next';
import { withRssFeed } from '@/features/blog/metadata';
import { blogPage, BlogView } from '@/features/blog/blog-view';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]/blog'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return withRssFeed(await pageMetadata({ locale: await pageLocale(params), path: paths.blog, seoKey: 'blog' }));
}

export default async function BlogPage({ params }: Props) {
  const view = await blogPage(await pageLocale(params));
  return (
    <>
      <JsonLd data={view.breadcrumbs} />
      <BlogView {...view} />
    </>
  );
}
