// @ts-check
/**
 * Old addresses answered: a 301 to where the content lives now (a renamed slug, a deleted item's replacement, a
 * redirect an owner added; a 302 for an owner's temporary one), or 410 Gone for content deleted for good. The app keeps the rules (src/server/queries/
 * redirects.ts) and registers a lookup over them (src/server/startup.ts); the production server asks it before the page
 * cache. The rules are read once per content stamp and kept in two maps, so answering costs no database query.
 */

/** Where the app registers its RedirectLookup, once its database is ready. */
export const REDIRECTS = Symbol.for('agency.redirects');

/**
 * One rule. `localized` rules name a path without a language prefix and answer in every language, a site target taking
 * the request's prefix (`/es/blog/old` → `/es/blog/new`); the others match their source as typed. Sources match
 * without regard to case (`/Old-Pricing` is `/old-pricing`). A null target answers 410 Gone; `permanent` false answers
 * 302 (a temporary move) instead of 301.
 * @typedef {{ id: number, source: string, target: string | null, localized: boolean, permanent: boolean }} RedirectRule
 */

/**
 * What a request for a redirected address gets: a 301 (302 for a rule that is not permanent) to `location`, or the gone
 * page (410) when `location` is null.
 * @typedef {{ rule: RedirectRule, location: string | null }} RedirectMatch
 */

/**
 * The redirect for a request URL at a content stamp, if any.
 * @typedef {(url: string, stamp: number) => Promise<RedirectMatch | undefined>} RedirectLookup
 */

/**
 * A path as the rules name it: percent-decoded, without query or trailing slash. Undefined for one that does not decode.
 * @param {string} pathname
 */
export function rulePath(pathname) {
  try {
    return decodeURIComponent(pathname).replace(/(.)\/+$/, '$1');
  } catch {
    return undefined;
  }
}

/**
 * Addresses a redirect may never take over, whatever its rules say: the build's files, the API, the admin, the media
 * library, the files of `public/` (redirects.test.ts checks that every entry of `public/` is here) and the files the app
 * makes (robots, sitemap, feed). Matched without regard to case.
 */
const RESERVED_SOURCE =
  /^\/(?:(?:_next|api|admin|media|fonts|images|videos)(?:[/-]|$)|(?:robots\.txt|sitemap\.xml|blog\/rss\.xml|favicon\.ico|icon\.svg|apple-icon\.png)$)/i;

/**
 * Whether a path (as `rulePath` gives it) is one a redirect may never take over: a reserved address above, with or
 * without a language prefix.
 * @param {string} path
 * @param {readonly string[]} prefixedLocales
 */
export function isReservedSource(path, prefixedLocales) {
  const locale = new RegExp(`^/(?:${prefixedLocales.join('|')})(?=/|$)`, 'i');
  return RESERVED_SOURCE.test(path) || RESERVED_SOURCE.test(path.replace(locale, '') || '/');
}

/**
 * Whether a decoded site path is one a browser would read as another host (`//host`, `/\host`, or any backslash,
 * which browsers turn into a slash) or that holds a control character: never a redirect's target.
 * @param {string} path
 */
export function leavesTheSite(path) {
  return /^\/[/\\]|\\|[\u0000-\u001f\u007f]/.test(path);
}

/**
 * The rules indexed for matching.
 * @param {Iterable<RedirectRule>} rules
 * @param {readonly string[]} prefixedLocales  the languages whose paths start with `/<locale>` (all but the default)
 */
export function indexRules(rules, prefixedLocales) {
  /** @type {Map<string, RedirectRule>} */
  const exact = new Map();
  /** @type {Map<string, RedirectRule>} */
  const localized = new Map();
  for (const rule of rules) (rule.localized ? localized : exact).set(rule.source.toLowerCase(), rule);
  const prefix = new RegExp(`^/(${prefixedLocales.join('|')})(?=/|$)`, 'i');

  /**
   * The rule a decoded path meets and where it sends the request (before any query is added).
   * @param {string} path  as `rulePath` gives it
   * @returns {RedirectMatch | undefined}
   */
  function match(path) {
    const key = path.toLowerCase();
    const own = exact.get(key);
    if (own) return { rule: own, location: own.target };
    const locale = prefix.exec(key)?.[1];
    const rest = locale ? key.slice(locale.length + 1) || '/' : key;
    const rule = localized.get(rest);
    if (!rule) return undefined;
    if (rule.target === null || !locale || isAbsolute(rule.target)) return { rule, location: rule.target };
    return { rule, location: rule.target === '/' ? `/${locale}` : `/${locale}${rule.target}` };
  }
  return { match, size: exact.size + localized.size };
}

/** @param {string} target */
const isAbsolute = (target) => /^https?:\/\//i.test(target);

/**
 * A rule never followed: one whose site target would leave the site (stored before targets were checked decoded).
 * @param {RedirectRule} rule
 */
const leadsAway = (rule) => rule.target !== null && !isAbsolute(rule.target) && leavesTheSite(rule.target);

/**
 * A Location header value: the target encoded for the header, the request's query kept unless the target has its own.
 * @param {string} target @param {string} query  with its `?`, or empty
 */
function locationOf(target, query) {
  const encoded = isAbsolute(target) ? new URL(target).href : encodeURI(target);
  return query && !encoded.includes('?') ? `${encoded}${query}` : encoded;
}

/**
 * A RedirectLookup over the rules `load` gives. `load` runs once per content stamp, shared by the requests that arrive
 * while it runs; a failed load is tried again by the next request. `onHit` is told of every rule answered (the app
 * counts hits in memory and writes them in batches).
 * @param {{ load: () => Promise<Iterable<RedirectRule>>, prefixedLocales: readonly string[], onHit?: (rule: RedirectRule) => void }} options
 * @returns {RedirectLookup}
 */
export function createRedirectLookup({ load, prefixedLocales, onHit = () => {} }) {
  /** @type {{ stamp: number, index: Promise<ReturnType<typeof indexRules>> } | undefined} */
  let current;
  return async function redirectFor(url, stamp) {
    if (!current || current.stamp !== stamp) {
      const loading = { stamp, index: load().then((rules) => indexRules(rules, prefixedLocales)) };
      current = loading;
      loading.index.catch(() => {
        if (current === loading) current = undefined;
      });
    }
    const index = await current.index;
    if (index.size === 0) return undefined;
    const queryAt = url.indexOf('?');
    const path = rulePath(queryAt < 0 ? url : url.slice(0, queryAt));
    const found = path === undefined || isReservedSource(path, prefixedLocales) ? undefined : index.match(path);
    if (!found || leadsAway(found.rule)) return undefined;
    onHit(found.rule);
    return {
      rule: found.rule,
      location: found.location === null ? null : locationOf(found.location, queryAt < 0 ? '' : url.slice(queryAt)),
    };
  };
}
