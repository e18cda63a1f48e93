import { CategoryTabs } from '@/components/site/category-tabs';
import { LocalLink } from '@/components/site/local-link';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import type { CaseStudy } from '@/content/case-study';
import type { CategoryTab } from '@/content/category-tabs';
import { pick } from '@/content/fields';
import { imagesFor, type Images } from '@/features/media/picture';
import { breadcrumbJsonLd, type Json } from '@/features/seo/json-ld';
import { translatorFor, type Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { listCaseStudies } from '@/server/queries/case-studies';
import { CaseStudiesCta } from './case-studies-cta';
import { CaseStudyCard } from './case-study-card';
import { caseStudiesForTab } from './categories';

interface CaseStudiesViewProps {
  studies: CaseStudy[];
  tab: CategoryTab;
  locale: Locale;
  t: Translator;
  images: Images;
}

/** What the case studies page shows in `locale` for the chosen category tab, and its breadcrumbs. */
export async function caseStudiesPage(
  locale: Locale,
  tab: CategoryTab,
): Promise<CaseStudiesViewProps & { breadcrumbs: Json }> {
  const [studies, t, images] = await Promise.all([listCaseStudies(), translatorFor(locale), imagesFor(locale)]);
  const breadcrumbs = breadcrumbJsonLd(locale, [
    { name: t('pages.home'), path: paths.home },
    { name: t('pages.caseStudies'), path: paths.caseStudies },
  ]);
  return { studies, tab, locale, t, images, breadcrumbs };
}

/** The case studies page: the case studies of the chosen category, or a way on to the portfolio when it has none. */
export function CaseStudiesView({ studies, tab, locale, t, images }: CaseStudiesViewProps) {
  const shown = caseStudiesForTab(studies, tab);

  return (
    <>
      <PageHero
        eyebrow={t('caseStudies.eyebrow')}
        title={t('caseStudies.title')}
        description={t('caseStudies.description')}
      />
      <Section labelledBy="case-studies-heading">
        <h2 id="case-studies-heading" className="sr-only">
          {t('caseStudies.listHeading')}
        </h2>
        <CategoryTabs
          path={paths.caseStudies}
          selected={tab}
          label={t('caseStudies.filterLabel')}
          trackAs="case_studies"
          locale={locale}
          t={t}
        />
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('caseStudies.count', { count: shown.length })}
        </p>
        {shown.length > 0 ? (
          <div className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((study, index) => (
              <CaseStudyCard
                images={images}
                key={study.id}
                study={study}
                description={{ text: pick(study.description, locale), from: study.description }}
                locale={locale}
                t={t}
                index={index}
              />
            ))}
          </div>
        ) : (
          <div className="mx-auto mt-10 max-w-xl text-center">
            <p className="text-slate-600 dark:text-slate-300">{t('caseStudies.empty')}</p>
            <LocalLink
              locale={locale}
              href={tab === 'all' ? paths.portfolio : `${paths.portfolio}?category=${tab}`}
              className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
            >
              {t('caseStudies.browsePortfolio')}
            </LocalLink>
          </div>
        )}
      </Section>
      <CaseStudiesCta locale={locale} t={t} />
    </>
  );
}
