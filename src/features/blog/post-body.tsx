import { Markdown } from '@/components/site/markdown';
import { articleHtmlForPage, isArticleHtml } from '@/lib/article';
import type { Locale } from '@/lib/locales';
import { articleImages } from './article-images';

/**
 * A post's article in the page's language: Markdown (the seeded posts) as elements, HTML saved by the editor through
 * the article sanitiser again (lib/article.ts), its images as <picture> with their widths (article-images.ts), in the
 * same `prose-site` typography either way.
 */
export async function PostBody({
  content,
  locale,
  lang,
  dir,
}: {
  content: string;
  locale: Locale;
  /** `lang="en"` (and `dir="ltr"`) where the article falls back to English: see fallbackLang. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  if (!isArticleHtml(content)) return <Markdown source={content} locale={locale} lang={lang} dir={dir} />;
  const images = await articleImages(content, locale);
  return (
    <div
      className="prose-site"
      lang={lang}
      dir={dir}
      dangerouslySetInnerHTML={{ __html: articleHtmlForPage(content, locale, images) }}
    />
  );
}
