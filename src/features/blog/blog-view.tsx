import { Rss } from '@/components/icons';
import { imagesFor } from '@/features/media/picture';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import type { BlogPost } from '@/content/blog-post';
import { breadcrumbJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { PostCard } from './post-card';
import { rssPath } from './rss';

/** The blog page: the feed link and every published post as a card. */
export async function BlogView({ posts, locale }: { posts: BlogPost[]; locale: Locale }) {
  const images = await imagesFor(locale);
  const [t, tPages] = await Promise.all([getTranslations('blog'), getTranslations('pages')]);

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
            <PostCard images={images} key={post.id} post={post} locale={locale} index={index} />
          ))}
        </div>
      </Section>
    </>
  );
}
