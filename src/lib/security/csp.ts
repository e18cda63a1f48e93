import { mediaHosts } from '@/lib/media-hosts';
import { STRICT_TRANSPORT_SECURITY } from '@/node-server/response-rules.mjs';

/** The hosts besides the site itself that pages may show images from: YouTube's thumbnails. */
export const IMAGE_HOSTS: readonly string[] = ['https://i.ytimg.com'];

/**
 * What lets a page's inline scripts and styles run: this response's nonce (Next.js pages, whose scripts then load
 * others through `'strict-dynamic'`), or the hashes of the few inline scripts and styles a page may carry (the public
 * site's Astro pages, src/site/csp.ts), whose other scripts are files of the site itself. A hash policy is the same for
 * every response, so a cached page and its compressed bytes are reused as they are.
 */
type InlineTrust = { nonce: string } | { hashes: { script: readonly string[]; style: readonly string[] } };

type CspOptions = InlineTrust & {
  /** `next dev` needs eval for its fast refresh; never in production. */
  dev?: boolean;
  /** The configured captcha provider: a hosted one gets its frame and API hosts, and nothing else does. */
  captcha?: string;
  /** CHAT_PROVIDER_SCRIPT: its origin may be talked to, framed and shown images from (and only when it is set). */
  chatScript?: string;
  /** ANALYTICS_PROVIDER_SCRIPT: the same, for a hosted analytics provider. */
  analyticsScript?: string;
  /** MEDIA_HOSTS: https origins the home page's videos may come from (media-src only). */
  mediaHosts?: readonly string[];
};

/** The origin of a configured provider's script, or none (an invalid URL never widens the policy). */
function providerOrigin(script: string | undefined): string[] {
  if (!script) return [];
  try {
    const url = new URL(script);
    return url.protocol === 'https:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** Hosts a hosted captcha widget loads frames from and talks to (SECURITY.md pitfall: only when configured). */
const captchaHosts: Record<string, string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  recaptcha: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://www.recaptcha.net'],
};

/**
 * The Content-Security-Policy of every page (SECURITY.md E1): scripts only with this request's nonce, and what
 * they load (`'strict-dynamic'`); no plugins, no <base>, no framing, forms post to ourselves.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const { dev = false, captcha, chatScript, analyticsScript, mediaHosts = [] } = options;
  const hosted = [
    ...((captcha && captchaHosts[captcha]) || []),
    ...providerOrigin(chatScript),
    ...providerOrigin(analyticsScript),
  ];
  const scripts =
    'nonce' in options
      ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"]
      : // Without 'strict-dynamic' a script loads only from the listed origins: the providers' scripts are named.
        [...options.hashes.script.map(quoted), ...hosted];
  const styles = 'nonce' in options ? [`'nonce-${options.nonce}'`] : options.hashes.style.map(quoted);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", ...styles],
    // Positioning styles that React and Radix set as attributes; scripts stay nonce-only.
    'style-src-attr': ["'unsafe-inline'"],
    // Video thumbnails come from YouTube's image host; nothing else leaves the site.
    'img-src': ["'self'", 'data:', 'blob:', ...IMAGE_HOSTS, ...hosted],
    'font-src': ["'self'"],
    'media-src': ["'self'", ...mediaHosts],
    'connect-src': ["'self'", ...hosted, ...(dev ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    // Only the privacy-enhanced YouTube player, and only once a visitor clicks a video facade; the admin's pages (the
    // nonce policy is theirs) frame the site's own live preview of a page being edited.
    'frame-src': ['https://www.youtube-nocookie.com', ...('nonce' in options ? ["'self'"] : []), ...hosted],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A hash as a CSP source (`sha256-…` → `'sha256-…'`). */
const quoted = (hash: string) => `'${hash}'`;

/**
 * The site's policy for one response with `nonce` (or, on an Astro page, the hashes of its inline scripts and styles),
 * its providers as the environment configures them.
 */
export function sitePolicy(trust: string | InlineTrust): string {
  return contentSecurityPolicy({
    ...(typeof trust === 'string' ? { nonce: trust } : trust),
    dev: process.env.NODE_ENV === 'development',
    captcha: process.env.CAPTCHA_PROVIDER,
    chatScript: process.env.CHAT_PROVIDER_SCRIPT,
    analyticsScript: process.env.ANALYTICS_PROVIDER_SCRIPT,
    mediaHosts: mediaHosts(process.env.MEDIA_HOSTS),
  });
}

/**
 * 16 random bytes, base64url: a fresh nonce per response. The URL-safe alphabet needs escaping nowhere (HTML, JSON),
 * so the rendered-page cache finds every copy of a nonce by plain search.
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

interface HeaderOptions {
  https: boolean;
  admin: boolean;
}

/** The headers every response carries besides the CSP (SECURITY.md E2, E4). */
export function securityHeaders({ https, admin }: HeaderOptions): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    ...(admin ? { 'Cache-Control': 'no-store' } : {}),
  };
}
