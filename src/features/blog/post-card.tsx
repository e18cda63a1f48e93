import type { CSSProperties } from 'react';
import { Picture, type Images } from '@/features/media/picture';
import type { BlogPost } from '@/content/blog-post';
import { pick } from '@/content/fields';
import { CardLink } from '@/components/site/card-link';
import { listingCardClass } from '@/components/site/listing-card';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { PostMeta } from './post-meta';
import { fallbackLang, Localized } from '@/components/site/localized';

/** A post in the blog list: image, date, author, title, description and Read More. */
export function PostCard({
  post,
  locale,
  index,
  images,
  t,
}: {
  post: BlogPost;
  locale: Locale;
  index: number;
  images: Images;
  t: Translator;
}) {
  const title = pick(post.title, locale);
  return (
    <article className={listingCardClass} style={{ '--card-index': index } as CSSProperties} data-testid="post-card">
      <div className="overflow-hidden">
        <Picture
          images={images}
          src={post.image}
          alt={post.imageAlt ? pick(post.imageAlt, locale) : title}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          priority={index === 0}
          imgClassName="aspect-[16/9] object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <PostMeta
          date={post.date}
          author={post.author}
          locale={locale}
          t={t}
          className="text-slate-500 dark:text-slate-400"
        />
        <h3 className="mt-3 text-xl font-semibold text-slate-900 dark:text-white" {...fallbackLang(post.title, locale)}>
          {title}
        </h3>
        <p className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-300">
          <Localized text={post.description} locale={locale} />
        </p>
        <div className="mt-auto pt-6">
          <CardLink locale={locale} href={paths.blogPost(post.slug)} label={t('blog.readMoreAbout', { title })}>
            {t('cards.readMore')}
          </CardLink>
        </div>
      </div>
    </article>
  );
}
