import { isSafeHref } from './markdown';

/** What a link in a project's or case study's text may open besides a page of this site. */
// https only for the web, as every URL field of the admin (SECURITY.md D3): a plain-http link is refused too.
const linkProtocols = new Set(['https:', 'mailto:', 'tel:']);

/**
 * Whether a link target is one a rich-text field may hold: a path on this site (a single leading `/`; `//host` is
 * another site, refused) or an `https:`, `mailto:` or `tel:` address. Everything else — `javascript:`,
 * `data:`, `vbscript:`, unknown schemes — is refused.
 */
export function isLinkHref(href: string): boolean {
  if (href.startsWith('/')) return isSafeHref(href);
  try {
    return linkProtocols.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * A link address typed into the editor: trimmed, when it is allowed (isLinkHref) and holds no space or control
 * character (which a browser would drop or read differently); else undefined.
 */
export function linkUrl(input: string): string | undefined {
  const url = input.trim();
  return url && !/[\u0000-\u0020\u007f-\u009f]/.test(url) && isLinkHref(url) ? url : undefined;
}

/** Whether a link leaves for another site over the web (opened in a new tab), rather than a page, a mail or a call. */
export function isWebLink(href: string): boolean {
  return /^https?:/i.test(href);
}
