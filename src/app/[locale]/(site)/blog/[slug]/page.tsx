import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { postMetadata } from '@/features/blog/metadata';
import { postPage, PostView } from '@/features/blog/post-view';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageLocale } from '@/i18n/params';
import { getBlogPostBySlug } from '@/server/queries/blog-posts';

type Props = PageProps<'/[locale]/blog/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const post = await getBlogPostBySlug(slug);
  return post ? postMetadata(post, locale) : {};
}

export default async function BlogPostPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const view = await postPage(slug, locale);
  if (!view) notFound();
  return (
    <>
      {view.structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <PostView {...view} />
    </>
  );
}
