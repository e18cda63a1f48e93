import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pick } from '@/content/fields';
import { withRssFeed } from '@/features/blog/metadata';
import { PostView } from '@/features/blog/post-view';
import { pageMetadata } from '@/features/seo/metadata';
import { writtenIn } from '@/features/seo/written-in';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getBlogPostBySlug } from '@/server/queries/blog-posts';
import { getSiteSettings } from '@/server/queries/settings';

type Props = PageProps<'/[locale]/blog/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const post = await getBlogPostBySlug(slug);
  if (!post) return {};
  return withRssFeed(
    await pageMetadata({
      locale,
      path: paths.blogPost(post.slug),
      seoKey: `blog:${post.slug}`,
      written: writtenIn.blogPost(post),
      fallback: { title: pick(post.title, locale), description: pick(post.description, locale), image: post.image },
    }),
  );
}

export default async function BlogPostPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const post = await getBlogPostBySlug(slug);
  if (!post) notFound();
  const site = await getSiteSettings();
  return <PostView post={post} site={site} locale={locale} />;
}
