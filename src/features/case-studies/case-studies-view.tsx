import { getTranslations } from 'next-intl/server';
import { imagesFor } from '@/features/media/picture';
import { CategoryTabs } from '@/components/site/category-tabs';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import type { CaseStudy } from '@/content/case-study';
import { pick } from '@/content/fields';
import { breadcrumbJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { Link } from '@/i18n/navigation';
import type { CategoryTab } from '@/content/category-tabs';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { CaseStudiesCta } from './case-studies-cta';
import { CaseStudyCard } from './case-study-card';
import { caseStudiesForTab } from './categories';

/** The case studies page: the case studies of the chosen category, or a way on to the portfolio when it has none. */
export async function CaseStudiesView({
  studies,
  tab,
  locale,
}: {
  studies: CaseStudy[];
  tab: CategoryTab;
  locale: Locale;
}) {
  const images = await imagesFor(locale);
  const [t, tPages] = await Promise.all([getTranslations('caseStudies'), getTranslations('pages')]);
  const shown = caseStudiesForTab(studies, tab);

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: tPages('home'), path: paths.home },
          { name: tPages('caseStudies'), path: paths.caseStudies },
        ])}
      />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <Section labelledBy="case-studies-heading">
        <h2 id="case-studies-heading" className="sr-only">
          {t('listHeading')}
        </h2>
        <CategoryTabs path={paths.caseStudies} selected={tab} label={t('filterLabel')} trackAs="case_studies" />
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('count', { count: shown.length })}
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
                index={index}
              />
            ))}
          </div>
        ) : (
          <div className="mx-auto mt-10 max-w-xl text-center">
            <p className="text-slate-600 dark:text-slate-300">{t('empty')}</p>
            <Link
              href={tab === 'all' ? paths.portfolio : `${paths.portfolio}?category=${tab}`}
              className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
            >
              {t('browsePortfolio')}
            </Link>
          </div>
        )}
      </Section>
      <CaseStudiesCta />
    </>
  );
}
