import { MessageSquare } from '@/components/icons';
import { CategoryTabs } from '@/components/site/category-tabs';
import { CtaBand } from '@/components/site/cta-band';
import { LocalLink } from '@/components/site/local-link';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { inCategory, type CategoryTab } from '@/content/category-tabs';
import type { Project } from '@/content/project';
import type { SiteSettings } from '@/content/site-settings';
import { imagesFor, type Images } from '@/features/media/picture';
import { breadcrumbJsonLd, type Json } from '@/features/seo/json-ld';
import { translatorFor, type Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { listProjects } from '@/server/queries/projects';
import { getSiteSettings } from '@/server/queries/settings';
import { ProjectCard } from './project-card';

/** Cards enter 150 ms apart; past the first rows the rest arrive together instead of trickling in for seconds. */
const maxStagger = 6;

interface PortfolioViewProps {
  projects: Project[];
  site: SiteSettings;
  tab: CategoryTab;
  locale: Locale;
  t: Translator;
  images: Images;
}

/** What the portfolio page shows in `locale` for the chosen category tab, and its breadcrumbs. */
export async function portfolioPage(
  locale: Locale,
  tab: CategoryTab,
): Promise<PortfolioViewProps & { breadcrumbs: Json }> {
  const [projects, site, t, images] = await Promise.all([
    listProjects(),
    getSiteSettings(),
    translatorFor(locale),
    imagesFor(locale),
  ]);
  const breadcrumbs = breadcrumbJsonLd(locale, [
    { name: t('pages.home'), path: paths.home },
    { name: t('pages.portfolio'), path: paths.portfolio },
  ]);
  return { projects, site, tab, locale, t, images, breadcrumbs };
}

/** The portfolio page: the agency's figures, then the projects of the chosen category. */
export function PortfolioView({ projects, site, tab, locale, t, images }: PortfolioViewProps) {
  const shown = projects.filter((project) => inCategory(project.categories, tab));
  const stats = [
    { value: site.claims.downloads, label: t('portfolio.stats.downloads') },
    { value: site.claims.repeatProjects, label: t('portfolio.stats.repeatProjects') },
    { value: site.claims.support, label: t('portfolio.stats.support') },
    { value: site.claims.completedProjects, label: t('portfolio.stats.completedProjects') },
  ];
  const discuss = (
    <LocalLink locale={locale} href={paths.contact} className={buttonVariants({ size: 'lg' })}>
      <MessageSquare aria-hidden="true" />
      {t('actions.discussProject')}
    </LocalLink>
  );

  return (
    <>
      <PageHero
        eyebrow={t('portfolio.eyebrow')}
        title={t('portfolio.title')}
        description={t('portfolio.description')}
        actions={discuss}
      />
      <section
        aria-label={t('portfolio.statsLabel')}
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
          {t('portfolio.listHeading')}
        </h2>
        <CategoryTabs
          path={paths.portfolio}
          selected={tab}
          label={t('portfolio.filterLabel')}
          trackAs="portfolio"
          locale={locale}
          t={t}
        />
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('portfolio.count', { count: shown.length })}
        </p>
        {shown.length > 0 ? (
          <div className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((project, index) => (
              <ProjectCard
                t={t}
                images={images}
                key={project.id}
                project={project}
                locale={locale}
                index={Math.min(index, maxStagger)}
              />
            ))}
          </div>
        ) : (
          <p className="mt-10 text-center text-slate-600 dark:text-slate-300">{t('portfolio.empty')}</p>
        )}
      </Section>
      <CtaBand title={t('portfolio.ctaTitle')} text={t('portfolio.ctaText')} actions={discuss} />
    </>
  );
}
