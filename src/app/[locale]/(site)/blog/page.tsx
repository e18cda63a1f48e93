import { Rss } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { withRssFeed } from '@/features/blog/metadata';
import { PostCard } from '@/features/blog/post-card';
import { rssPath } from '@/features/blog/rss';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo/json-ld';
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
  const [posts, t, tPages] = await Promise.all([listBlogPosts(), getTranslations('blog'), getTranslations('pages')]);

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: tPages('home'), path: paths.home },
          { name: tPages('blog'), path: paths.blog },
        ])}
      />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description')}
        actions={
          // A file, not a page: a plain link so the router does not try to render it.
          <a href={rssPath} className={buttonVariants({ variant: 'inverse' })}>
            <Rss aria-hidden="true" />
            {t('subscribe')}
          </a>
        }
      />
      <Section labelledBy="posts-heading">
        <h2 id="posts-heading" className="sr-only">
          {t('listHeading')}
        </h2>
        <div className="grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post, index) => (
            <PostCard key={post.id} post={post} locale={locale} index={index} />
          ))}
        </div>
      </Section>
    </>
  );
}
