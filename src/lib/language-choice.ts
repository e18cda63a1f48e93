import { defaultLocale, isLocale, type Locale } from '@/lib/locales';

/** The cookie that remembers a visitor's language (read on `/` only; see proxy.ts). */
const LANGUAGE_COOKIE = 'NEXT_LOCALE';
/** A session cookie set when `/` has sent a returning visitor to their language, so it happens once a visit. */
const LANGUAGE_REDIRECTED_COOKIE = 'NEXT_LOCALE_APPLIED';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Spec 000 §4: a change within this time of the previous one is refused. */
const LANGUAGE_CHANGE_INTERVAL_MS = 2000;

/** The `Set-Cookie`-style text that remembers (or, for English, forgets) the chosen language. */
export function languageCookie(locale: Locale, https: boolean): string {
  const secure = https ? '; Secure' : '';
  return locale === defaultLocale
    ? `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
    : `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * Spec 000 §4: the language `/` sends a returning visitor to, the one they chose last time, once a visit; undefined
 * for any other path, for English, or when it has already happened in this visit. Both renderers ask it.
 */
export function rememberedLanguage(pathname: string, cookie: (name: string) => string | undefined): Locale | undefined {
  if (pathname !== '/') return undefined;
  const remembered = cookie(LANGUAGE_COOKIE);
  if (!isLocale(remembered) || remembered === defaultLocale) return undefined;
  return cookie(LANGUAGE_REDIRECTED_COOKIE) === undefined ? remembered : undefined;
}

/** The session cookie that says `/` has sent the visitor to their language in this visit. */
export const languageRedirectedCookie = `${LANGUAGE_REDIRECTED_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax`;

type LanguageChoice = 'current' | 'too-soon' | 'switch';

/** What choosing `chosen` does, given the active language and when the language last changed (epoch ms). */
export function languageChoice(chosen: Locale, active: Locale, lastChange: number | null, now: number): LanguageChoice {
  if (chosen === active) return 'current';
  if (lastChange !== null && now - lastChange >= 0 && now - lastChange < LANGUAGE_CHANGE_INTERVAL_MS) return 'too-soon';
  return 'switch';
}

/** The address of this page in another language: same path, same query without the switch parameters. */
export function switchedUrl(target: string, search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !/^_(?:gtl|ts)(?:=|$)/.test(part));
  return kept.length ? `${target}?${kept.join('&')}` : target;
}
