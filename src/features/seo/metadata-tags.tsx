import type { Metadata } from 'next';

/** The values of a metadata field that may be one value or a list, as a list. */
function listOf<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** An image of Open Graph or Twitter metadata: a URL, or an object with one. */
function imageUrl(image: unknown): string | undefined {
  if (typeof image === 'string') return image;
  if (image instanceof URL) return image.href;
  if (image && typeof image === 'object' && 'url' in image) return imageUrl(image.url);
  return undefined;
}

function titleText(title: Metadata['title']): string | undefined {
  if (typeof title === 'string') return title;
  if (title && 'absolute' in title) return title.absolute;
  return undefined;
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return value instanceof URL ? value.href : undefined;
}

/** A page's address as Next.js writes it in metadata: the site's root is its origin, without the final slash. */
function pageUrl(value: unknown): string | undefined {
  const href = stringOf(value);
  if (!href || !URL.canParse(href)) return href;
  const url = new URL(href);
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : href;
}

/**
 * The <head> tags of a public page on the islands renderer, from the same metadata object its Next.js route gives
 * (src/features/seo/metadata.ts): title, description, keywords, canonical, hreflang and feed alternates, Open Graph, Twitter,
 * robots, and the site's name and icons. What the pages use, tag for tag as Next.js writes them.
 */
export function MetadataTags({ metadata, siteName }: { metadata: Metadata; siteName: string }) {
  const { openGraph, twitter, alternates } = metadata;
  const og = openGraph ?? {};
  const card = twitter && 'card' in twitter ? twitter.card : undefined;
  const robots = typeof metadata.robots === 'object' && metadata.robots ? metadata.robots : undefined;
  const keywords = listOf(metadata.keywords);
  return (
    <>
      <title>{titleText(metadata.title)}</title>
      {metadata.description && <meta name="description" content={metadata.description} />}
      <meta name="application-name" content={siteName} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(',')} />}
      {robots && (
        <meta
          name="robots"
          content={[robots.index === false ? 'noindex' : 'index', robots.follow === false ? 'nofollow' : 'follow'].join(
            ', ',
          )}
        />
      )}
      {pageUrl(alternates?.canonical) && <link rel="canonical" href={pageUrl(alternates?.canonical)} />}
      {Object.entries(alternates?.languages ?? {}).map(([language, href]) => (
        <link key={language} rel="alternate" hrefLang={language} href={pageUrl(href)} />
      ))}
      {Object.entries(alternates?.types ?? {}).map(([type, href]) => (
        <link key={type} rel="alternate" type={type} href={pageUrl(href)} />
      ))}
      <meta name="format-detection" content="telephone=no" />
      {og.title && <meta property="og:title" content={titleText(og.title)} />}
      {og.description && <meta property="og:description" content={og.description} />}
      {pageUrl(og.url) && <meta property="og:url" content={pageUrl(og.url)} />}
      {'locale' in og && og.locale && <meta property="og:locale" content={og.locale} />}
      {listOf(og.images).map((image, index) => (
        <meta key={index} property="og:image" content={imageUrl(image)} />
      ))}
      {listOf('alternateLocale' in og ? og.alternateLocale : undefined).map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      {'type' in og && og.type && <meta property="og:type" content={og.type} />}
      {card && <meta name="twitter:card" content={card} />}
      {twitter?.title && <meta name="twitter:title" content={titleText(twitter.title)} />}
      {twitter?.description && <meta name="twitter:description" content={twitter.description} />}
      {listOf(twitter?.images).map((image, index) => (
        <meta key={index} name="twitter:image" content={imageUrl(image)} />
      ))}
      <link rel="icon" href="/icon.svg" />
      <link rel="apple-touch-icon" href="/apple-icon.png" />
    </>
  );
}
