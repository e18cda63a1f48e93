import { Rss } from '@/components/icons';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import type { BlogPost } from '@/content/blog-post';
import { imagesFor, type Images } from '@/features/media/picture';
import { breadcrumbJsonLd, type Json } from '@/features/seo/json-ld';
import { translatorFor, type Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { PostCard } from './post-card';
import { rssPath } from './rss';

interface BlogViewProps {
  posts: BlogPost[];
  locale: Locale;
  t: Translator;
  images: Images;
}

/** What the blog page shows in `locale`: every published post, newest first, and its breadcrumbs. */
export async function blogPage(locale: Locale): Promise<BlogViewProps & { breadcrumbs: Json }> {
  const [posts, t, images] = await Promise.all([listBlogPosts(), translatorFor(locale), imagesFor(locale)]);
  const breadcrumbs = breadcrumbJsonLd(locale, [
    { name: t('pages.home'), path: paths.home },
    { name: t('pages.blog'), path: paths.blog },
  ]);
  return { posts, locale, t, images, breadcrumbs };
}

/** The blog page: the feed link and every published post as a card. */
export function BlogView({ posts, locale, t, images }: BlogViewProps) {
  return (
    <>
      <PageHero
        eyebrow={t('blog.eyebrow')}
        title={t('blog.title')}
        description={t('blog.description')}
        actions={
          // A file, not a page: a plain link so the router does not try to render it.
          <a href={rssPath} className={buttonVariants({ variant: 'inverse' })}>
            <Rss aria-hidden="true" />
            {t('blog.subscribe')}
          </a>
        }
      />
      <Section labelledBy="posts-heading">
        <h2 id="posts-heading" className="sr-only">
          {t('blog.listHeading')}
        </h2>
        <div className="grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post, index) => (
            <PostCard key={post.id} post={post} locale={locale} index={index} images={images} t={t} />
          ))}
        </div>
      </Section>
    </>
  );
}
