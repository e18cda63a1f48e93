import { ArrowLeft, Check, Code2 } from '@/components/icons';
import type { ReactNode } from 'react';
import { ClientQuote, FactsSidebar, GallerySection } from '@/components/site/detail-parts';
import { DetailHero } from '@/components/site/detail-hero';
import { Icon } from '@/components/site/icon';
import { LocalLink } from '@/components/site/local-link';
import { fallbackLang, Localized } from '@/components/site/localized';
import { RichText } from '@/components/site/rich-text-view';
import { Section } from '@/components/site/section';
import type { CaseStudy } from '@/content/case-study';
import { categoryIcons } from '@/content/category-tabs';
import { pick } from '@/content/fields';
import { detailIslands, type DetailIslands } from '@/features/media/detail-islands';
import { imagesFor, Picture, type Images } from '@/features/media/picture';
import { breadcrumbJsonLd, type Json } from '@/features/seo/json-ld';
import { translatorFor, type Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { getCaseStudy, listCaseStudies } from '@/server/queries/case-studies';
import { CaseStudiesCta } from './case-studies-cta';
import { CaseStudyCard } from './case-study-card';
import { relatedDescription } from './categories';

interface CaseStudyDetailProps {
  study: CaseStudy;
  /** The case studies it names as related, in its order. */
  related: CaseStudy[];
  locale: Locale;
  t: Translator;
  images: Images;
  /**
   * The gallery viewer and the hero's video facade in place of the picture (islands), shown when the case study has
   * pictures or a video: the data says whether, since on an Astro page a slot is passed even when its island is left out.
   */
  gallery?: ReactNode;
  video?: ReactNode;
}

/**
 * What a case study's page shows in `locale`, or undefined for no case study `id`: the case study, its related ones,
 * its breadcrumbs, and the props of its islands (gallery, video).
 */
export async function caseStudyPage(
  id: string,
  locale: Locale,
): Promise<
  | (Omit<CaseStudyDetailProps, 'gallery' | 'video'> & {
      breadcrumbs: Json;
      islands: DetailIslands;
    })
  | undefined
> {
  const study = await getCaseStudy(id);
  if (!study) return undefined;
  const [studies, t, images] = await Promise.all([listCaseStudies(), translatorFor(locale), imagesFor(locale)]);
  const title = pick(study.title, locale);
  const related = study.relatedCaseStudies.flatMap((other) =>
    studies.filter((candidate) => candidate.id === other && candidate.id !== study.id),
  );
  const breadcrumbs = breadcrumbJsonLd(locale, [
    { name: t('pages.home'), path: paths.home },
    { name: t('pages.caseStudies'), path: paths.caseStudies },
    { name: title, path: paths.caseStudy(study.id) },
  ]);
  const islands = detailIslands(study, title, {
    images,
    t,
    video: { priority: true, className: 'shadow-2xl ring-1 ring-white/10' },
  });
  return { study, related, locale, t, images, breadcrumbs, islands };
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The body of /case-studies/{id}: hero, key results, the story, project details, gallery and related case studies. */
export function CaseStudyDetail({ study, related, locale, t, images, gallery, video }: CaseStudyDetailProps) {
  const title = pick(study.title, locale);
  const facts = [
    { label: t('caseStudyDetail.client'), value: study.client },
    { label: t('caseStudyDetail.industry'), value: pick(study.industry, locale) },
    ...(study.year ? [{ label: t('caseStudyDetail.year'), value: String(study.year) }] : []),
  ];

  return (
    <>
      <DetailHero
        title={study.title}
        locale={locale}
        lead={
          <>
            <LocalLink
              locale={locale}
              href={paths.caseStudies}
              className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-ember-500"
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('caseStudyDetail.back')}
            </LocalLink>
            <p className="mt-8">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-ember-500">
                <Icon name={categoryIcons[study.category]} className="size-4" />
                {t(`categories.${study.category}`)}
              </span>
            </p>
          </>
        }
        media={
          study.youtubeId ? (
            video
          ) : (
            <Picture
              images={images}
              src={study.image}
              alt={title}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              priority
              className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10"
              imgClassName="aspect-[16/10] object-cover"
            />
          )
        }
      >
        <p className="mt-6 text-lg text-pretty text-slate-300">
          <Localized text={study.description} locale={locale} />
        </p>
        <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{fact.label}</dt>
              <dd className="mt-1 font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </DetailHero>

      <Section tone="muted" labelledBy="key-results-heading" className="py-12 sm:py-16">
        <h2 id="key-results-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('caseStudyDetail.keyResults')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {study.kpis.map((kpi) => (
            <li
              key={kpi.label.en}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-ember-50 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
                <Icon name={kpi.icon} className="size-5" />
              </span>
              <p className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
                {typeof kpi.value === 'string' ? kpi.value : <Localized text={kpi.value} locale={locale} />}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                <Localized text={kpi.label} locale={locale} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <div className="grid gap-12 lg:grid-cols-3">
          <div className="space-y-14 lg:col-span-2">
            <Part id="challenge-heading" title={t('caseStudyDetail.challenge')}>
              <RichText text={pick(study.challenge, locale)} {...fallbackLang(study.challenge, locale)} />
            </Part>
            {study.analysis && (
              <Part id="analysis-heading" title={t('caseStudyDetail.analysis')}>
                <RichText text={pick(study.analysis, locale)} {...fallbackLang(study.analysis, locale)} />
              </Part>
            )}
            <Part id="solution-heading" title={t('caseStudyDetail.solution')}>
              <RichText text={pick(study.solution, locale)} {...fallbackLang(study.solution, locale)} />
            </Part>
            <Part id="features-heading" title={t('caseStudyDetail.features')}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {study.features.map((feature) => (
                  <li
                    key={feature.en}
                    className="flex gap-3 rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-slate-800 dark:text-slate-300"
                  >
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-ember-700 dark:text-ember-500" />
                    <Localized text={feature} locale={locale} />
                  </li>
                ))}
              </ul>
            </Part>
            <Part id="results-heading" title={t('caseStudyDetail.results')}>
              <RichText text={pick(study.results, locale)} {...fallbackLang(study.results, locale)} />
            </Part>
            <ClientQuote
              quote={study.testimonial.quote}
              author={study.testimonial.author}
              role={pick(study.testimonial.title, locale)}
              locale={locale}
            />
          </div>
          <FactsSidebar
            headingId="details-heading"
            labels={{
              heading: t('caseStudyDetail.details'),
              client: t('caseStudyDetail.client'),
              industry: t('caseStudyDetail.industry'),
              timeline: t('caseStudyDetail.timeline'),
              services: t('caseStudyDetail.services'),
              technologies: t('caseStudyDetail.technologies'),
              contact: t('actions.discussProject'),
            }}
            facts={study}
            timeline={study.duration && <Localized text={study.duration} locale={locale} />}
            technologyIcon={Code2}
            locale={locale}
          />
        </div>
      </Section>

      {study.gallery.length > 0 && <GallerySection heading={t('caseStudyDetail.gallery')}>{gallery}</GallerySection>}

      {related.length > 0 && (
        <Section labelledBy="related-heading">
          <h2 id="related-heading" className="text-3xl font-bold tracking-tight">
            {t('caseStudyDetail.related')}
          </h2>
          <div className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {related.map((other, index) => (
              <CaseStudyCard
                images={images}
                key={other.id}
                study={other}
                description={relatedDescription(other, locale)}
                locale={locale}
                t={t}
                index={index}
              />
            ))}
          </div>
        </Section>
      )}

      <CaseStudiesCta locale={locale} t={t} />
    </>
  );
}
