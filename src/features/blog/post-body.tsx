import { Markdown } from '@/components/site/markdown';
import { articleHtmlForPage, isArticleHtml } from '@/lib/article';
import type { ArticleImage } from '@/lib/article';
import type { Locale } from '@/lib/locales';

/**
 * A post's article in the page's language: Markdown (the seeded posts) as elements, HTML saved by the editor through
 * the article sanitiser again (lib/article.ts), its images as <picture> with their widths (article-images.ts), in the
 * same `prose-site` typography either way.
 */
export function PostBody({
  content,
  locale,
  images,
  lang,
  dir,
}: {
  content: string;
  locale: Locale;
  /** An HTML article's images that the site serves in several widths, by address (articleImages). */
  images: ReadonlyMap<string, ArticleImage>;
  /** `lang="en"` (and `dir="ltr"`) where the article falls back to English: see fallbackLang. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  if (!isArticleHtml(content)) return <Markdown source={content} locale={locale} lang={lang} dir={dir} />;
  return (
    <div
      className="prose-site"
      lang={lang}
      dir={dir}
      dangerouslySetInnerHTML={{ __html: articleHtmlForPage(content, locale, images) }}
    />
  );
}
