import { Moon, Sun } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { currentPath, Link } from '@/i18n/navigation';
import { locales, type Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks, type NavItem } from './nav-links';
import { ThemeToggle } from './theme-toggle-client';

export async function Header({ locale, siteName }: { locale: Locale; siteName: string }) {
  const [t, tTheme, tLanguage, path] = await Promise.all([
    getTranslations('nav'),
    getTranslations('theme'),
    getTranslations('language'),
    currentPath(),
  ]);
  const items: NavItem[] = [
    { href: paths.home, label: t('home') },
    { href: paths.services, label: t('services') },
    { href: paths.portfolio, label: t('portfolio') },
    { href: paths.caseStudies, label: t('caseStudies') },
    { href: paths.whitelabel, label: t('whitelabel') },
    { href: paths.about, label: t('about') },
    { href: paths.contact, label: t('contact') },
  ];
  const languages = locales.map((code) => ({ code, name: tLanguage(`names.${code}`) }));
  const languageProps = {
    current: locale,
    currentPath: path,
    options: languages,
    label: tLanguage('label', { name: tLanguage(`names.${locale}`) }),
    listLabel: tLanguage('choose'),
    waitText: tLanguage('wait'),
    switchingText: Object.fromEntries(
      languages.map(({ code, name }) => [code, tLanguage('switching', { language: name })]),
    ) as Record<Locale, string>,
  };
  const quote = (
    <Link
      href={paths.pricing}
      className={buttonVariants({ size: 'sm' })}
      data-track="Get a quote"
      data-track-id="header-quote"
    >
      {t('getQuote')}
    </Link>
  );

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200/80 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-navy-950/90">
      <a
        href="#main"
        className="sr-only rounded-md bg-ember-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:start-4 focus:top-3"
      >
        {t('skipToContent')}
      </a>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Link
          href={paths.home}
          aria-label={t('homeLink')}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-ember-600"
        >
          <Logo name={siteName} />
        </Link>
        <nav aria-label={t('label')} className="hidden md:block">
          <NavLinks
            items={items}
            currentPath={path}
            className="flex items-center gap-1 lg:gap-2"
            linkClassName="px-2 py-2 text-sm"
          />
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-2">
          <LanguageMenu {...languageProps} />
          <ThemeToggle className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
            <Moon aria-hidden="true" className="dark:hidden" />
            <Sun aria-hidden="true" className="hidden dark:block" />
            <span className="sr-only dark:hidden">{tTheme('toDark')}</span>
            <span className="sr-only hidden dark:inline">{tTheme('toLight')}</span>
          </ThemeToggle>
          <div className="hidden sm:block">{quote}</div>
          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
            <NavLinks
              items={items}
              currentPath={path}
              className="flex flex-col"
              linkClassName="block px-2 py-3 text-base"
            />
            <div className="mt-3 border-t border-slate-200 px-2 pt-4 sm:hidden dark:border-slate-800">{quote}</div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
