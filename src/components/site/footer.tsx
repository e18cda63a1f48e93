import { Mail, MapPin, Phone, ShieldCheck } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { SiteSettings } from '@/content/site-settings';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { Logo } from './logo';
import { InstagramIcon, LinkedInIcon, XIcon } from './social-icons';
import { Localized } from '@/components/site/localized';

const linkClass =
  'rounded-sm text-slate-600 transition-colors hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-300 dark:hover:text-ember-500';

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function Footer({ locale, site }: { locale: Locale; site: SiteSettings }) {
  const [t, tNav, tVeteran] = await Promise.all([
    getTranslations('footer'),
    getTranslations('nav'),
    getTranslations('veteran'),
  ]);
  const year = new Date().getFullYear();
  const { address } = site;
  const companyLinks = [
    { href: paths.about, label: tNav('about') },
    { href: paths.portfolio, label: tNav('portfolio') },
    { href: paths.caseStudies, label: tNav('caseStudies') },
    { href: paths.process, label: tNav('process') },
    { href: paths.blog, label: tNav('blog') },
    { href: paths.contact, label: tNav('contact') },
  ];
  const serviceLinks = [
    { href: paths.services, label: tNav('services') },
    { href: paths.whitelabel, label: tNav('whitelabel') },
    { href: paths.pricing, label: tNav('pricing') },
    { href: paths.socialPlans, label: tNav('socialPlans') },
  ];
  const socials = [
    { href: site.socials.x, label: t('social.x'), Icon: XIcon },
    { href: site.socials.linkedin, label: t('social.linkedin'), Icon: LinkedInIcon },
    { href: site.socials.instagram, label: t('social.instagram'), Icon: InstagramIcon },
  ];

  return (
    <footer className="mt-24 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-navy-900/40">
      <p className="flex items-center justify-center gap-2 bg-navy-950 px-4 py-2.5 text-center text-sm font-medium text-white dark:bg-navy-900">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-ember-500" />
        {tVeteran('note', { percent: site.claims.veteranDiscountPercent })}
      </p>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo name={site.name} />
          <p className="text-sm leading-6 text-slate-600 dark:text-slate-300">
            <Localized text={site.blurb} locale={locale} />
          </p>
          <ul className="flex gap-2" aria-label={t('followUs')}>
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
        <LinkColumn title={t('company')} links={companyLinks} />
        <LinkColumn title={t('services')} links={serviceLinks} />
        <div>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('contact')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
              <span className="sr-only">{t('phone')}: </span>
              <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} className={linkClass} dir="ltr">
                {site.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
              <span className="sr-only">{t('email')}: </span>
              <a href={`mailto:${site.emails.contact}`} className={linkClass}>
                {site.emails.contact}
              </a>
            </p>
            <p className="flex gap-2 text-slate-600 dark:text-slate-300">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
              <span className="sr-only">{t('address')}: </span>
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
          <p>{t('copyright', { year, name: site.legalName })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link href={paths.privacy} className={linkClass}>
                  {t('privacy')}
                </Link>
              </li>
              <li>
                <Link href={paths.terms} className={linkClass}>
                  {t('terms')}
                </Link>
              </li>
              <li>
                <a href={paths.adminLogin} className={linkClass}>
                  {t('admin')}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
