// @ts-check
/**
 * The addresses of deleted content (items in the trash, src/server/queries/trash.ts) are answered 410 Gone with a page
 * saying so, in the path's language, instead of the 404 of a page that never was: search engines drop a 410 at once,
 * and a visitor learns the item was removed on purpose. The app registers what the addresses are (src/server/
 * startup.ts); requests are matched here against a set kept in memory, read again only when the content stamp changes,
 * so answering costs no database query of its own.
 */

/** Where the app registers, once its database is ready, the GoneLookup of its trashed items' addresses. */
export const GONE_PATHS = Symbol.for('agency.gonePaths');

/**
 * Set by the production server on a request for a gone address; proxy.ts then renders the gone page with status 410.
 * Never taken from a client (request-rules.mjs drops it), or anyone could turn any page into a 410.
 */
export const GONE_HEADER = 'x-agency-gone';

/**
 * Whether a request URL (path as sent, query allowed) is the address of an item in the trash, at a content stamp.
 * @typedef {(url: string, stamp: number) => Promise<boolean>} GoneLookup
 */

/**
 * The path a request URL names, as the trash records it: percent-decoded, without query, language prefix or trailing
 * slash. Undefined for a path that does not decode (no item has such an address).
 * @param {string} url
 * @param {RegExp} localePrefix  the prefixes of the languages that have one
 */
function itemPath(url, localePrefix) {
  const pathname = url.split('?')[0] ?? '';
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return decoded.replace(localePrefix, '').replace(/(.)\/$/, '$1') || '/';
}

/**
 * A GoneLookup over the paths `load` gives (without a language prefix: `/blog/my-post`), which match in every language
 * (`/es/blog/my-post`, with or without a trailing slash). `load` runs once per content stamp, shared by the requests
 * that arrive while it runs; a failed load is tried again by the next request.
 * @param {{ load: () => Promise<Iterable<string>>, prefixedLocales: readonly string[] }} options
 *   prefixedLocales: the languages whose paths start with `/<locale>` (all but the default)
 * @returns {GoneLookup}
 */
export function createGoneLookup({ load, prefixedLocales }) {
  const localePrefix = new RegExp(`^/(?:${prefixedLocales.join('|')})(?=/|$)`);
  /** @type {{ stamp: number, paths: Promise<ReadonlySet<string>> } | undefined} */
  let current;
  return async function isGone(url, stamp) {
    if (!current || current.stamp !== stamp) {
      const loading = { stamp, paths: load().then((paths) => new Set(paths)) };
      current = loading;
      loading.paths.catch(() => {
        if (current === loading) current = undefined;
      });
    }
    const paths = await current.paths;
    if (paths.size === 0) return false;
    const path = itemPath(url, localePrefix);
    return path !== undefined && paths.has(path);
  };
}
