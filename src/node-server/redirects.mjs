// @ts-check
/**
 * Old addresses answered for good: a 301 to where the content lives now (a renamed slug, a deleted item's replacement,
 * a redirect an owner added), or 410 Gone for content deleted for good. The app keeps the rules (src/server/queries/
 * redirects.ts) and registers a lookup over them (src/server/startup.ts); the production server asks it before the page
 * cache. The rules are read once per content stamp and kept in two maps, so answering costs no database query.
 */

/** Where the app registers its RedirectLookup, once its database is ready. */
export const REDIRECTS = Symbol.for('agency.redirects');

/**
 * One rule. `localized` rules name a path without a language prefix and answer in every language, the target taking
 * the request's prefix (`/es/blog/old` → `/es/blog/new`); the others match their source exactly, as typed.
 * A null target answers 410 Gone.
 * @typedef {{ id: number, source: string, target: string | null, localized: boolean }} RedirectRule
 */

/**
 * What a request for a redirected address gets: a 301 to `location`, or the gone page (410) when `location` is null.
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
 * The rules indexed for matching.
 * @param {Iterable<RedirectRule>} rules
 * @param {readonly string[]} prefixedLocales  the languages whose paths start with `/<locale>` (all but the default)
 */
export function indexRules(rules, prefixedLocales) {
  /** @type {Map<string, RedirectRule>} */
  const exact = new Map();
  /** @type {Map<string, RedirectRule>} */
  const localized = new Map();
  for (const rule of rules) (rule.localized ? localized : exact).set(rule.source, rule);
  const prefix = new RegExp(`^/(${prefixedLocales.join('|')})(?=/|$)`);

  /**
   * The rule a decoded path meets and where it sends the request (before any query is added).
   * @param {string} path  as `rulePath` gives it
   * @returns {RedirectMatch | undefined}
   */
  function match(path) {
    const own = exact.get(path);
    if (own) return { rule: own, location: own.target };
    const locale = prefix.exec(path)?.[1];
    const rest = locale ? path.slice(locale.length + 1) || '/' : path;
    const rule = localized.get(rest);
    if (!rule) return undefined;
    if (rule.target === null || !locale) return { rule, location: rule.target };
    return { rule, location: rule.target === '/' ? `/${locale}` : `/${locale}${rule.target}` };
  }
  return { match, size: exact.size + localized.size };
}

/**
 * A Location header value: the target encoded for the header, the request's query kept unless the target has its own.
 * @param {string} target @param {string} query  with its `?`, or empty
 */
function locationOf(target, query) {
  const encoded = /^https?:\/\//i.test(target) ? new URL(target).href : encodeURI(target);
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
    const found = path === undefined ? undefined : index.match(path);
    if (!found) return undefined;
    onHit(found.rule);
    return {
      rule: found.rule,
      location: found.location === null ? null : locationOf(found.location, queryAt < 0 ? '' : url.slice(queryAt)),
    };
  };
}
