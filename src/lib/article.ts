import type { ResolvedImage } from '@/components/site/picture';
import { defaultLocale, locales, type Locale } from './locales';
import { headingIds, isSafeHref, markdownToHtml } from './markdown';
import { isPagePath, localizedPath } from './paths';
import { decodeText, sanitizeArticleHtml } from './sanitize-html';

/**
 * Articles (a blog post's `content`) are stored either in the site's Markdown subset (the seeded posts) or as article
 * HTML (what the admin's editor saves). The text is HTML when, once trimmed, it starts with the start tag of a block
 * the editor writes at the top level — `<p`, `<h2`…`<h4`, `<ul`, `<ol`, `<blockquote`, `<pre`, `<hr` or `<img`,
 * followed by a space, `/` or `>`. The Markdown subset has no markup, so no Markdown article starts that way; should
 * one, it is still only ever shown through the article sanitiser.
 */
const htmlStart = /^<(?:p|h[2-4]|ul|ol|blockquote|pre|hr|img)[\s/>]/i;

export function isArticleHtml(content: string): boolean {
  return htmlStart.test(content.trim());
}

/** What the editor opens: the article as HTML, from its Markdown when it is Markdown. */
export function articleHtmlForEditor(content: string): string {
  return isArticleHtml(content) ? content : markdownToHtml(content);
}

/**
 * What a save stores (SECURITY.md D2: sanitised on save): the article as sanitised HTML. A language still in Markdown
 * (one the editor did not touch) is converted first: the sanitiser alone would escape its `<` and `&`, which the
 * Markdown rendering would then show as written.
 */
export function articleHtmlForSave(content: string): string {
  return sanitizeArticleHtml(articleHtmlForEditor(content)).trim();
}

/**
 * An address typed into the editor for a link or an image: the trimmed address when it is https: or a path on this
 * site, with no space or control character inside (which a browser would drop or read differently); else undefined.
 */
export function articleUrl(input: string): string | undefined {
  const url = input.trim();
  return url && !/[\u0000-\u0020\u007f-\u009f]/.test(url) && isSafeHref(url) ? url : undefined;
}

/** The text of sanitised HTML, as a heading's id is made from it. */
function textOf(html: string): string {
  return decodeText(html.replace(/<[^>]*>/g, ''));
}

const languagePrefix = new RegExp(`^/(?:${locales.join('|')})(?=[/?#]|$)`);

/** A link of the article as the page writes it: a page of the site in the reader's language, others in a new tab. */
function linkStart(href: string, locale: Locale): string {
  if (!href.startsWith('/')) return `<a href="${href}" rel="noopener noreferrer" target="_blank">`;
  const path = href.split(/[?#]/, 1)[0] ?? href;
  const localize = locale !== defaultLocale && !languagePrefix.test(href) && isPagePath(path);
  return `<a href="${localize ? localizedPath(locale, href) : href}">`;
}

/** An image of an article as the page can serve it: its width variants and size, and its library's alt text. */
export interface ArticleImage {
  image: ResolvedImage;
  /** The library's alt text in the reader's language (or English), which wins over the words stored with the image. */
  alt?: string;
}

/** The article column (post-view's max-w-3xl less its padding) at most; the screen less its margins on a phone. */
const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 45rem, calc(100vw - 2rem)';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An image of the article as <picture>, like every other image of the site (components/site/picture.tsx): AVIF and
 * WebP width variants chosen by the browser from `sizes`, the intrinsic width and height so nothing shifts, loaded
 * lazily. `storedAlt` is the sanitiser's (escaped) alt; an empty one keeps the image decorative, as Picture does.
 */
function pictureHtml({ image, alt }: ArticleImage, storedAlt: string | undefined): string {
  const text = storedAlt === '' ? '' : alt !== undefined ? attribute(alt) : (storedAlt ?? '');
  const srcset = (format: 'avif' | 'webp') => image.variants.map((v) => `${v[format]} ${v.width}w`).join(', ');
  const sources = image.variants.length
    ? (['avif', 'webp'] as const)
        .map((f) => `<source type="image/${f}" srcset="${attribute(srcset(f))}" sizes="${ARTICLE_IMAGE_SIZES}">`)
        .join('')
    : '';
  return (
    `<picture>${sources}<img src="${attribute(image.src)}" alt="${text}" width="${image.width}" ` +
    `height="${image.height}" loading="lazy" decoding="async"></picture>`
  );
}

/** The addresses of the article's images, as the sanitiser keeps them (what articleHtmlForPage looks up). */
export function articleImageSources(content: string): string[] {
  return [...sanitizeArticleHtml(content).matchAll(/<img src="([^"]*)"/g)].map((match) => decodeText(match[1] ?? ''));
}

/**
 * An article's HTML as the page shows it (SECURITY.md D2: sanitised again on render, whatever was stored): headings
 * get the ids the Markdown rendering would give them, links behave as the Markdown rendering's do, and images load
 * lazily — an image `images` knows (a library or seed image, looked up by its address when the page is drawn, so
 * articles saved before keep working) as <picture> with its variants. Each step works on the sanitiser's output, whose
 * every `<` starts a tag it wrote itself and whose attribute values are escaped, so the added markup cannot be fooled
 * by the content; what it adds comes from `images` (the server's own media index), escaped again.
 */
export function articleHtmlForPage(
  content: string,
  locale: Locale,
  images: ReadonlyMap<string, ArticleImage> = new Map(),
): string {
  const idOf = headingIds();
  return sanitizeArticleHtml(content)
    .replace(/<(h[2-4])>([\s\S]*?)<\/\1>/g, (_, tag: string, inner: string) => {
      return `<${tag} id="${idOf(textOf(inner))}">${inner}</${tag}>`;
    })
    .replace(/<a href="([^"]*)">/g, (_, href: string) => linkStart(href, locale))
    .replace(/<img src="([^"]*)"(?: alt="([^"]*)")?>/g, (tag, src: string, alt: string | undefined) => {
      const known = images.get(decodeText(src));
      return known ? pictureHtml(known, alt) : tag.replace('<img ', '<img loading="lazy" decoding="async" ');
    });
}
