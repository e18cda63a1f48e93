import { ArrowLeft, Check, ExternalLink, Lightbulb, Target, TrendingUp } from '@/components/icons';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ClientQuote, FactsSidebar, GallerySection } from '@/components/site/detail-parts';
import { Gallery } from '@/features/media/gallery';
import { imagesFor, Picture } from '@/features/media/picture';
import { translatorFor } from '@/i18n/translator';
import { Section } from '@/components/site/section';
import { VideoFacade } from '@/components/site/video-facade';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import type { Project } from '@/content/project';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { ProjectCard } from './project-card';
import { ProjectCategories } from './project-categories';
import { RichText } from '@/components/site/rich-text-view';
import { fallbackLang, Localized } from '@/components/site/localized';
import { DetailHero } from '@/components/site/detail-hero';

const card =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900';

function OverviewCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <article className={card}>
      <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900 dark:text-white">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-ember-50 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
          {icon}
        </span>
        {title}
      </h3>
      <div className="mt-5">{children}</div>
    </article>
  );
}

/** The body of /portfolio/{id}: hero, overview, project information, gallery, video and related projects. */
export async function ProjectDetail({
  project,
  related,
  locale,
}: {
  project: Project;
  related: Project[];
  locale: Locale;
}) {
  const [images, translator] = await Promise.all([imagesFor(locale), translatorFor(locale)]);
  const [t, tActions, tVideo] = await Promise.all([
    getTranslations('projectDetail'),
    getTranslations('actions'),
    getTranslations('video'),
  ]);
  const title = pick(project.title, locale);
  const overview = [
    { key: 'challenge', text: project.challenge, icon: <Target className="size-5" aria-hidden="true" /> },
    { key: 'solution', text: project.solution, icon: <Lightbulb className="size-5" aria-hidden="true" /> },
    { key: 'results', text: project.results, icon: <TrendingUp className="size-5" aria-hidden="true" /> },
  ] as const;
  const completed = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${project.completedDate}-01T00:00:00Z`),
  );

  return (
    <>
      <DetailHero
        title={project.title}
        locale={locale}
        lead={<ProjectCategories categories={project.categories} look="hero" t={translator} />}
        media={
          project.image && (
            <Picture
              images={images}
              src={project.image}
              alt={project.imageAlt ? pick(project.imageAlt, locale) : title}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              priority
              className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10"
              imgClassName="aspect-[16/10] object-cover"
            />
          )
        }
      >
        <RichText
          text={pick(project.longDescription, locale)}
          {...fallbackLang(project.longDescription, locale)}
          className="mt-6 text-lg text-pretty text-slate-300 [&_a]:text-ember-100 [&_strong]:text-white"
        />
        <div className="mt-10 flex flex-wrap gap-3">
          {project.link && (
            <a
              href={project.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('visitProjectLabel')}
              className={buttonVariants({ size: 'lg' })}
            >
              {t('visitProject')}
              <ExternalLink aria-hidden="true" />
            </a>
          )}
          <Link href={paths.portfolio} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('back')}
          </Link>
        </div>
      </DetailHero>

      <Section labelledBy="overview-heading">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <h2 id="overview-heading" className="text-3xl font-bold tracking-tight">
              {t('overviewHeading')}
            </h2>
            {overview.some((part) => part.text) ? (
              overview.map(
                (part) =>
                  part.text && (
                    <OverviewCard key={part.key} icon={part.icon} title={t(part.key)}>
                      <RichText text={pick(part.text, locale)} {...fallbackLang(part.text, locale)} />
                    </OverviewCard>
                  ),
              )
            ) : (
              <div className={card}>
                <RichText
                  text={pick(project.longDescription, locale)}
                  {...fallbackLang(project.longDescription, locale)}
                  className="leading-7 text-slate-700 dark:text-slate-300"
                />
              </div>
            )}
            {project.features.length > 0 && (
              <OverviewCard icon={<Check className="size-5" aria-hidden="true" />} title={t('features')}>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {project.features.map((feature) => (
                    <li key={feature.en} className="flex gap-3 text-slate-700 dark:text-slate-300">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-ember-700 dark:text-ember-500" />
                      <Localized text={feature} locale={locale} />
                    </li>
                  ))}
                </ul>
              </OverviewCard>
            )}
            {project.testimonial && (
              <ClientQuote
                quote={project.testimonial.quote}
                author={project.testimonial.author}
                role={pick(project.testimonial.position, locale)}
                locale={locale}
              />
            )}
          </div>
          <FactsSidebar
            headingId="info-heading"
            labels={{
              heading: t('info'),
              client: t('client'),
              industry: t('industry'),
              timeline: t('timeline'),
              services: t('services'),
              technologies: t('technologies'),
              contact: tActions('discussProject'),
            }}
            facts={project}
            timeline={t('completed', { duration: pick(project.duration, locale), date: completed })}
            locale={locale}
          />
        </div>
      </Section>

      {project.gallery.length > 0 && (
        <GallerySection heading={t('gallery')}>
          <Gallery sources={project.gallery} title={title} images={images} />
        </GallerySection>
      )}

      {project.youtubeId && (
        <Section labelledBy="video-heading">
          <h2 id="video-heading" className="mb-8 text-3xl font-bold tracking-tight">
            {t('video')}
          </h2>
          <VideoFacade
            youtubeId={project.youtubeId}
            title={title}
            playLabel={tVideo('play', { title })}
            loadingLabel={tVideo('loading')}
            className="mx-auto max-w-4xl"
          />
        </Section>
      )}

      {related.length > 0 && (
        <Section tone={project.youtubeId ? 'muted' : 'default'} labelledBy="related-heading">
          <h2 id="related-heading" className="text-3xl font-bold tracking-tight">
            {t('related')}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t('relatedText')}</p>
          <div className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {related.map((other, index) => (
              <ProjectCard
                images={images}
                key={other.id}
                project={other}
                locale={locale}
                t={translator}
                index={index}
              />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
