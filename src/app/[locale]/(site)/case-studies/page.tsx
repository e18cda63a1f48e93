import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import { CaseStudyCard } from '@/features/case-studies/case-study-card';
import { caseStudiesForTab } from '@/features/case-studies/categories';
import { parseCategoryTab } from '@/lib/categories';
import { CategoryTabs } from '@/components/site/category-tabs';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { listCaseStudies } from '@/server/queries/case-studies';
import { CaseStudiesCta } from '@/features/case-studies/case-studies-cta';

type Props = PageProps<'/[locale]/case-studies'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.caseStudies, seoKey: 'caseStudies' });
}

export default async function CaseStudiesPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const tab = parseCategoryTab(query.category);
  const [studies, t, tPages] = await Promise.all([
    listCaseStudies(),
    getTranslations('caseStudies'),
    getTranslations('pages'),
  ]);
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
                key={study.id}
                study={study}
                description={pick(study.description, locale)}
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
