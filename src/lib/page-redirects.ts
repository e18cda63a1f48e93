import { languageRedirectedCookie, rememberedLanguage } from './language-choice';
import { defaultLocale, isLocale } from './locales';
import { localizedPath, pathAliases, splitLocale } from './paths';

/** Where a request for a public page is sent instead, and how. */
interface PageRedirect {
  /** The path and query to go to, on this site. */
  location: string;
  /** 308 for another spelling of a page's address (for good), 307 for a choice of the moment. */
  status: 307 | 308;
  /** Set with the answer: the cookie that makes the remembered language's redirect happen once a visit. */
  setCookie?: string;
}

/** The default language spelled out (`/en`, `/en/terms`): its pages have no prefix. */
const defaultPrefix = new RegExp(`^/${defaultLocale}(?=/|$)`);

/**
 * Where a request for a page should go instead (src/site/middleware.ts asks before rendering): the address without a
 * trailing slash; English without its prefix; another spelling of a page (`/about`, `/case-study/x`) to its canonical
 * address for good, query kept; the page in the language a valid `_gtl` parameter asks for (an invalid one is ignored;
 * `_gtl` and `_ts` are dropped); `/` to a returning visitor's remembered language, once a visit (spec 000 §4).
 * Undefined: the page answers itself.
 */
export function pageRedirect(url: URL, cookie: (name: string) => string | undefined): PageRedirect | undefined {
  const { pathname, search } = url;
  if (pathname.length > 1 && pathname.endsWith('/'))
    return { location: (pathname.replace(/\/+$/, '') || '/') + search, status: 308 };
  if (defaultPrefix.test(pathname))
    return { location: (pathname.replace(defaultPrefix, '') || '/') + search, status: 307 };

  const { locale, path } = splitLocale(pathname);
  let target: string | undefined;
  for (const [pattern, canonical] of pathAliases) {
    const match = pattern.exec(path);
    if (match) target = localizedPath(locale, canonical(match));
  }
  const requested = url.searchParams.get('_gtl');
  if (requested !== null && isLocale(requested)) {
    const kept = new URLSearchParams(url.searchParams);
    kept.delete('_gtl');
    kept.delete('_ts');
    const query = kept.size ? `?${kept}` : '';
    const switched = localizedPath(requested, target ? splitLocale(target).path : path);
    if (switched === pathname && query === search) return undefined;
    // A language switch is the visitor's choice of the moment, not a permanent move of the page.
    return { location: switched + query, status: 307 };
  }
  if (target) return { location: target + search, status: 308 };
  const remembered = rememberedLanguage(pathname, cookie);
  if (remembered)
    return { location: localizedPath(remembered, '/') + search, status: 307, setCookie: languageRedirectedCookie };
  return undefined;
}
