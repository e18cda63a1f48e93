import { Mail, MapPin, Phone, ShieldCheck } from '@/components/icons';
import type { SiteSettings } from '@/content/site-settings';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { Logo } from './logo';
import { InstagramIcon, LinkedInIcon, XIcon } from './social-icons';
import { Localized } from '@/components/site/localized';
import { LocalLink } from './local-link';

const linkClass =
  'rounded-sm text-slate-600 transition-colors hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-300 dark:hover:text-ember-500';

/** A footer group as a page shows it: its title and its links, each in the page's language (src/features/shell/menus.ts). */
export interface FooterGroup {
  title: string;
  links: { href: string; label: string }[];
}

function LinkColumn({ title, links }: FooterGroup) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every page: the company, the footer menu's groups of links (`groups`), the contact facts and the legal links. */
export function Footer({
  locale,
  site,
  t,
  groups,
}: {
  locale: Locale;
  site: SiteSettings;
  t: Translator;
  groups: FooterGroup[];
}) {
  const year = new Date().getFullYear();
  const { address } = site;
  const socials = [
    { href: site.socials.x, label: t('footer.social.x'), Icon: XIcon },
    { href: site.socials.linkedin, label: t('footer.social.linkedin'), Icon: LinkedInIcon },
    { href: site.socials.instagram, label: t('footer.social.instagram'), Icon: InstagramIcon },
  ];

  return (
    <footer className="mt-24 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-navy-900/40">
      <p className="flex items-center justify-center gap-2 bg-navy-950 px-4 py-2.5 text-center text-sm font-medium text-white dark:bg-navy-900">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-ember-500" />
        {t('veteran.note', { percent: site.claims.veteranDiscountPercent })}
      </p>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo name={site.name} />
          <p className="text-sm leading-6 text-slate-600 dark:text-slate-300">
            <Localized text={site.blurb} locale={locale} />
          </p>
          <ul className="flex gap-2" aria-label={t('footer.followUs')}>
            {socials.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  rel="noopener noreferrer me"
                  target="_blank"
                  aria-label={label}
                  className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-200 text-slate-600 hover:border-ember-600 hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:border-slate-700 dark:text-slate-300"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {groups.map((group) => (
          <LinkColumn key={group.title} title={group.title} links={group.links} />
        ))}
        <div>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('footer.contact')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
              <span className="sr-only">{t('footer.phone')}: </span>
              <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} className={linkClass} dir="ltr">
                {site.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
              <span className="sr-only">{t('footer.email')}: </span>
              <a href={`mailto:${site.emails.contact}`} className={linkClass}>
                {site.emails.contact}
              </a>
            </p>
            <p className="flex gap-2 text-slate-600 dark:text-slate-300">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
              <span className="sr-only">{t('footer.address')}: </span>
              <span>
                {/* Isolated: in Arabic the surrounding right-to-left text would otherwise reorder "118 N Texas St". */}
                <bdi>{address.street}</bdi>
                <br />
                <bdi>
                  {address.city}, {address.region} {address.postalCode}
                </bdi>
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>{t('footer.copyright', { year, name: site.legalName })}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <LocalLink locale={locale} href={paths.privacy} className={linkClass}>
                  {t('footer.privacy')}
                </LocalLink>
              </li>
              <li>
                <LocalLink locale={locale} href={paths.terms} className={linkClass}>
                  {t('footer.terms')}
                </LocalLink>
              </li>
              <li>
                <a href={paths.adminLogin} className={linkClass}>
                  {t('footer.admin')}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
