import type { Metadata } from 'next';
import { withRssFeed } from '@/features/blog/metadata';
import { BlogView } from '@/features/blog/blog-view';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';

type Props = PageProps<'/[locale]/blog'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return withRssFeed(await pageMetadata({ locale: await pageLocale(params), path: paths.blog, seoKey: 'blog' }));
}

export default async function BlogPage({ params }: Props) {
  const locale = await pageLocale(params);
  const posts = await listBlogPosts();
  return <BlogView posts={posts} locale={locale} />;
}
