import { ArrowLeft } from '@/components/icons';
import { LocalLink } from '@/components/site/local-link';
import { fallbackLang, Localized } from '@/components/site/localized';
import type { BlogPost } from '@/content/blog-post';
import { pick } from '@/content/fields';
import type { ArticleImage } from '@/lib/article';
import { imagesFor, Picture, type Images } from '@/features/media/picture';
import { articleJsonLd, breadcrumbJsonLd, type Json } from '@/features/seo/json-ld';
import { translatorFor, type Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { getBlogPostBySlug } from '@/server/queries/blog-posts';
import { getSiteSettings } from '@/server/queries/settings';
import { articleImages } from './article-images';
import { PostBody } from './post-body';
import { PostMeta } from './post-meta';

const backLink =
  'inline-flex items-center gap-2 rounded-md text-sm font-semibold text-ember-700 hover:text-ember-800 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500';

interface PostViewProps {
  post: BlogPost;
  locale: Locale;
  t: Translator;
  images: Images;
  /** The article's own images the site serves in several widths (see articleImages). */
  bodyImages: ReadonlyMap<string, ArticleImage>;
}

/**
 * What a post's page shows in `locale`, or undefined for no published post at `slug`: the post, what its article's
 * images are, and its structured data (the article and its breadcrumbs).
 */
export async function postPage(
  slug: string,
  locale: Locale,
): Promise<(PostViewProps & { structuredData: Json[] }) | undefined> {
  const post = await getBlogPostBySlug(slug);
  if (!post) return undefined;
  const content = pick(post.content, locale);
  const [site, t, images, bodyImages] = await Promise.all([
    getSiteSettings(),
    translatorFor(locale),
    imagesFor(locale),
    articleImages(content, locale),
  ]);
  const structuredData = [
    articleJsonLd(post, site, locale),
    breadcrumbJsonLd(locale, [
      { name: t('pages.home'), path: paths.home },
      { name: t('pages.blog'), path: paths.blog },
      { name: pick(post.title, locale), path: paths.blogPost(post.slug) },
    ]),
  ];
  return { post, locale, t, images, bodyImages, structuredData };
}

/** A blog post's page: the article with a way back to the blog above and below it. */
export function PostView({ post, locale, t, images, bodyImages }: PostViewProps) {
  const title = pick(post.title, locale);
  const back = (
    <LocalLink locale={locale} href={paths.blog} className={backLink}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('blog.back')}
    </LocalLink>
  );

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {back}
      <header className="mt-8">
        <PostMeta
          date={post.date}
          author={post.author}
          locale={locale}
          t={t}
          className="text-slate-500 dark:text-slate-400"
        />
        <h1
          className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          {...fallbackLang(post.title, locale)}
        >
          {title}
        </h1>
        <p className="mt-5 text-xl text-pretty text-slate-600 dark:text-slate-300">
          <Localized text={post.description} locale={locale} />
        </p>
      </header>
      <Picture
        images={images}
        src={post.image}
        alt={post.imageAlt ? pick(post.imageAlt, locale) : title}
        sizes="(min-width: 800px) 768px, 100vw"
        priority
        className="mt-10 overflow-hidden rounded-2xl"
        imgClassName="aspect-[16/9] object-cover"
      />
      <div className="mt-12">
        <PostBody
          content={pick(post.content, locale)}
          locale={locale}
          images={bodyImages}
          {...fallbackLang(post.content, locale)}
        />
      </div>
      <footer className="mt-14 border-t border-slate-200 pt-8 dark:border-slate-800">{back}</footer>
    </article>
  );
}
