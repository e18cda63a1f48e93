import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/site/coming-soon';
import { pick } from '@/content/fields';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getBlogPostBySlug } from '@/server/queries/blog-posts';

type Props = PageProps<'/[locale]/blog/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const post = await getBlogPostBySlug(slug);
  if (!post) return {};
  return pageMetadata({
    locale,
    path: paths.blogPost(post.slug),
    seoKey: `blog:${post.slug}`,
    fallback: { title: pick(post.title, locale), description: pick(post.description, locale), image: post.image },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const post = await getBlogPostBySlug(slug);
  if (!post) notFound();
  const t = await getTranslations('pages');
  const title = pick(post.title, locale);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: t('home'), path: paths.home },
          { name: t('blog'), path: paths.blog },
          { name: title, path: paths.blogPost(post.slug) },
        ])}
      />
      <ComingSoon page={title} />
    </>
  );
}
