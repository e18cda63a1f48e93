import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { Translator } from '@/i18n/translator';
import { locales, type Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { QuoteLink, type LanguageMenuProps, type MobileMenuProps } from './header-menus';
import { LocalLink } from './local-link';
import { Logo } from './logo';
import { NavLinks, type NavItem } from './nav-links';

/** What the header's interactive parts show: plain data, so either renderer can hand it to them. */
interface HeaderIslands {
  language: LanguageMenuProps;
  /** The toggle's class; its face (ThemeToggleFace) says these. */
  theme: { className: string; toDark: string; toLight: string };
  menu: MobileMenuProps;
}

/** The header's "Get a quote" link in `locale`. */
function quoteLink(t: Translator, locale: Locale) {
  return {
    href: localizedPath(locale, paths.pricing),
    label: t('nav.getQuote'),
    className: buttonVariants({ size: 'sm' }),
  };
}

/**
 * The props of the language menu, the theme toggle and the mobile menu of a page at `path` in `locale`, whose main
 * links are `items` (the header menu, src/features/shell/menus.ts).
 */
export function headerIslands(t: Translator, locale: Locale, path: string, items: NavItem[]): HeaderIslands {
  const languages = locales.map((code) => ({
    code,
    name: t(`language.names.${code}`),
    href: localizedPath(code, path),
  }));
  return {
    language: {
      current: locale,
      options: languages,
      label: t('language.label', { name: t(`language.names.${locale}`) }),
      listLabel: t('language.choose'),
      waitText: t('language.wait'),
      switchingText: Object.fromEntries(
        languages.map(({ code, name }) => [code, t('language.switching', { language: name })]),
      ) as Record<Locale, string>,
    },
    theme: {
      className: buttonVariants({ variant: 'ghost', size: 'icon' }),
      toDark: t('theme.toDark'),
      toLight: t('theme.toLight'),
    },
    menu: {
      items,
      openLabel: t('nav.openMenu'),
      closeLabel: t('nav.closeMenu'),
      quote: quoteLink(t, locale),
    },
  };
}

/**
 * The top bar of every public page. Its three interactive parts come in as `language`, `theme` and `menu`, made from
 * `headerIslands(…)`: the Astro layout passes them (named slots) as the server-drawn controls of
 * src/components/site/header-controls.tsx, which the site's script makes work.
 */
export function Header({
  t,
  locale,
  siteName,
  items,
  language,
  theme,
  menu,
}: {
  t: Translator;
  locale: Locale;
  siteName: string;
  /** The main links (the header menu, src/features/shell/menus.ts). */
  items: NavItem[];
  language: ReactNode;
  theme: ReactNode;
  menu: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200/80 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-navy-950/90">
      <a
        href="#main"
        className="sr-only rounded-md bg-ember-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:start-4 focus:top-3"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <LocalLink
          locale={locale}
          href={paths.home}
          aria-label={t('nav.homeLink')}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-ember-600"
        >
          <Logo name={siteName} />
        </LocalLink>
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <NavLinks items={items} className="flex items-center gap-1 lg:gap-2" linkClassName="px-2 py-2 text-sm" />
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-2">
          {language}
          {theme}
          <div className="hidden sm:block">
            <QuoteLink {...quoteLink(t, locale)} />
          </div>
          {menu}
        </div>
      </div>
    </header>
  );
}
