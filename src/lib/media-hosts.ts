/** One https origin (`https://videos.example.com`, a port allowed), with no path, wildcard or CSP keyword. */
function httpsOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value.replace(/\/$/, '').toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * MEDIA_HOSTS: the https origins videos may be played from besides the site itself, separated by commas or spaces
 * (added to the CSP's `media-src`, and accepted by the testimonials editor). Undefined when any entry is not one.
 */
export function parseMediaHosts(value: string | undefined): string[] | undefined {
  const origins = (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(httpsOrigin);
  return origins.every((origin) => origin !== undefined) ? [...new Set(origins as string[])] : undefined;
}

/** The origins of MEDIA_HOSTS for the CSP: none when it is unset or invalid (a bad value never widens the policy). */
export const mediaHosts = (value: string | undefined): string[] => parseMediaHosts(value) ?? [];

/**
 * Whether the home page can play a video from this URL under its CSP: a file of the site (a path, not `//host`), or an
 * https URL on one of `hosts`.
 */
export function isPlayableMedia(url: string, hosts: readonly string[]): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && hosts.includes(parsed.origin);
  } catch {
    return false;
  }
}
