import { ArrowLeft } from '@/components/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Picture } from '@/features/media/picture';
import { pick } from '@/content/fields';
import { withRssFeed } from '@/features/blog/metadata';
import { PostBody } from '@/features/blog/post-body';
import { PostMeta } from '@/features/blog/post-meta';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { localizedPath, paths } from '@/lib/paths';
import { getBlogPostBySlug } from '@/server/queries/blog-posts';
import { getSiteSettings } from '@/server/queries/settings';
import { fallbackLang, Localized } from '@/components/site/localized';
import { writtenIn } from '@/features/seo/written-in';

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

const backLink =
  'inline-flex items-center gap-2 rounded-md text-sm font-semibold text-ember-700 hover:text-ember-800 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500';

export default async function BlogPostPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const post = await getBlogPostBySlug(slug);
  if (!post) notFound();
  const [t, tPages, site] = await Promise.all([getTranslations('blog'), getTranslations('pages'), getSiteSettings()]);
  const title = pick(post.title, locale);
  const url = absoluteUrl(localizedPath(locale, paths.blogPost(post.slug)));
  const back = (
    <Link href={paths.blog} className={backLink}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('back')}
    </Link>
  );

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description: pick(post.description, locale),
          image: absoluteUrl(post.image),
          datePublished: post.date,
          inLanguage: locale,
          url,
          mainEntityOfPage: url,
          author: { '@type': 'Person', name: post.author },
          publisher: {
            '@type': 'Organization',
            '@id': `${absoluteUrl('/')}#organization`,
            name: site.name,
            logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
          },
        }}
      />
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
          src={post.image}
          alt={pick(post.imageAlt, locale)}
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
