import type { Locale } from './locales';
import { localizedPath } from './paths';

/**
 * A draft's preview is the real page at its own address with `?preview=1`: server.mjs never answers it from the page
 * cache, and the page reads the drafts only for a signed-in admin (src/server/preview.ts); anyone else gets the
 * published page.
 */
export const PREVIEW_PARAM = 'preview';
/** A client review link: the page's address with `?review=<token>`. */
export const REVIEW_PARAM = 'review';

/** Where a page's preview is, in one language. */
export const previewHref = (locale: Locale, path: string) => `${localizedPath(locale, path)}?${PREVIEW_PARAM}=1`;
