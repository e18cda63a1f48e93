import { MessageSquare } from '@/components/icons';
import { imagesFor } from '@/features/media/picture';
import { getTranslations } from 'next-intl/server';
import { CategoryTabs } from '@/components/site/category-tabs';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import type { Project } from '@/content/project';
import type { SiteSettings } from '@/content/site-settings';
import { breadcrumbJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { Link } from '@/i18n/navigation';
import { inCategory, type CategoryTab } from '@/content/category-tabs';
import { translatorFor } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { ProjectCard } from './project-card';

/** Cards enter 150 ms apart; past the first rows the rest arrive together instead of trickling in for seconds. */
const maxStagger = 6;

/** The portfolio page: the agency's figures, then the projects of the chosen category. */
export async function PortfolioView({
  projects,
  site,
  tab,
  locale,
}: {
  projects: Project[];
  site: SiteSettings;
  tab: CategoryTab;
  locale: Locale;
}) {
  const [images, translator] = await Promise.all([imagesFor(locale), translatorFor(locale)]);
  const [t, tActions, tPages] = await Promise.all([
    getTranslations('portfolio'),
    getTranslations('actions'),
    getTranslations('pages'),
  ]);
  const shown = projects.filter((project) => inCategory(project.categories, tab));
  const stats = [
    { value: site.claims.downloads, label: t('stats.downloads') },
    { value: site.claims.repeatProjects, label: t('stats.repeatProjects') },
    { value: site.claims.support, label: t('stats.support') },
    { value: site.claims.completedProjects, label: t('stats.completedProjects') },
  ];
  const discuss = (
    <Link href={paths.contact} className={buttonVariants({ size: 'lg' })}>
      <MessageSquare aria-hidden="true" />
      {tActions('discussProject')}
    </Link>
  );

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: tPages('home'), path: paths.home },
          { name: tPages('portfolio'), path: paths.portfolio },
        ])}
      />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={discuss} />
      <section
        aria-label={t('statsLabel')}
        className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center gap-1 text-center">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-ember-700 sm:text-4xl dark:text-ember-500">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <Section labelledBy="projects-heading">
        <h2 id="projects-heading" className="sr-only">
          {t('listHeading')}
        </h2>
        <CategoryTabs
          path={paths.portfolio}
          selected={tab}
          label={t('filterLabel')}
          trackAs="portfolio"
          locale={locale}
          t={translator}
        />
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('count', { count: shown.length })}
        </p>
        {shown.length > 0 ? (
          <div className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((project, index) => (
              <ProjectCard
                t={translator}
                images={images}
                key={project.id}
                project={project}
                locale={locale}
                index={Math.min(index, maxStagger)}
              />
            ))}
          </div>
        ) : (
          <p className="mt-10 text-center text-slate-600 dark:text-slate-300">{t('empty')}</p>
        )}
      </Section>
      <CtaBand title={t('ctaTitle')} text={t('ctaText')} actions={discuss} />
    </>
  );
}
