import { ArrowLeft } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { fallbackLang, Localized } from '@/components/site/localized';
import type { BlogPost } from '@/content/blog-post';
import { pick } from '@/content/fields';
import type { SiteSettings } from '@/content/site-settings';
import { imagesFor, Picture } from '@/features/media/picture';
import { articleJsonLd, breadcrumbJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { Link } from '@/i18n/navigation';
import { translatorFor } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { PostBody } from './post-body';
import { PostMeta } from './post-meta';

const backLink =
  'inline-flex items-center gap-2 rounded-md text-sm font-semibold text-ember-700 hover:text-ember-800 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500';

/** A blog post's page: the article with a way back to the blog above and below it. */
export async function PostView({ post, site, locale }: { post: BlogPost; site: SiteSettings; locale: Locale }) {
  const [images, translator] = await Promise.all([imagesFor(locale), translatorFor(locale)]);
  const [t, tPages] = await Promise.all([getTranslations('blog'), getTranslations('pages')]);
  const title = pick(post.title, locale);
  const back = (
    <Link href={paths.blog} className={backLink}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('back')}
    </Link>
  );

  return (
    <>
      <JsonLd data={articleJsonLd(post, site, locale)} />
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: tPages('home'), path: paths.home },
          { name: tPages('blog'), path: paths.blog },
          { name: title, path: paths.blogPost(post.slug) },
        ])}
      />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        {back}
        <header className="mt-8">
          <PostMeta
            date={post.date}
            author={post.author}
            locale={locale}
            t={translator}
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
          <PostBody content={pick(post.content, locale)} locale={locale} {...fallbackLang(post.content, locale)} />
        </div>
        <footer className="mt-14 border-t border-slate-200 pt-8 dark:border-slate-800">{back}</footer>
      </article>
    </>
  );
}
