import { ArrowLeft, Check, ExternalLink, Lightbulb, Target, TrendingUp } from '@/components/icons';
import type { ReactNode } from 'react';
import { ClientQuote, FactsSidebar, GallerySection } from '@/components/site/detail-parts';
import { DetailHero } from '@/components/site/detail-hero';
import { LocalLink } from '@/components/site/local-link';
import { fallbackLang, Localized } from '@/components/site/localized';
import { RichText } from '@/components/site/rich-text-view';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import type { Project } from '@/content/project';
import { detailIslands, type DetailIslands } from '@/features/media/detail-islands';
import { imagesFor, Picture, type Images } from '@/features/media/picture';
import { breadcrumbJsonLd, type Json } from '@/features/seo/json-ld';
import { absoluteUrl } from '@/features/seo/metadata';
import { translatorFor, type Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { getProject, listProjects } from '@/server/queries/projects';
import { getSiteSettings } from '@/server/queries/settings';
import { ProjectCard } from './project-card';
import { ProjectCategories } from './project-categories';
import { relatedProjects } from './related-projects';

interface ProjectDetailProps {
  project: Project;
  /** Other projects in its categories. */
  related: Project[];
  locale: Locale;
  t: Translator;
  images: Images;
  /**
   * The gallery viewer and the video facade (islands), shown when the project has pictures or a video: the data says
   * whether, since on an Astro page a slot is passed even when the island in it is left out.
   */
  gallery?: ReactNode;
  video?: ReactNode;
}

/** Only a plain decimal id names a project (`11`, not `11abc`, `011` or `1e1`). */
async function findProject(projectId: string): Promise<Project | undefined> {
  return /^[1-9]\d{0,8}$/.test(projectId) ? getProject(Number(projectId)) : undefined;
}

/**
 * What a project's page shows in `locale`, or undefined for no project `projectId`: the project, related projects,
 * its structured data (the work and its breadcrumbs), and the props of its islands (gallery, video).
 */
export async function projectPage(
  projectId: string,
  locale: Locale,
): Promise<
  | (Omit<ProjectDetailProps, 'gallery' | 'video'> & {
      structuredData: Json[];
      islands: DetailIslands;
    })
  | undefined
> {
  const project = await findProject(projectId);
  if (!project) return undefined;
  const [projects, site, t, images] = await Promise.all([
    listProjects(),
    getSiteSettings(),
    translatorFor(locale),
    imagesFor(locale),
  ]);
  const title = pick(project.title, locale);
  const structuredData = [
    {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: title,
      headline: title,
      description: pick(project.shortDescription, locale),
      url: absoluteUrl(localizedPath(locale, paths.project(project.id))),
      image: project.image ? absoluteUrl(project.image) : undefined,
      inLanguage: locale,
      dateCreated: project.completedDate,
      genre: project.categories.map((category) => t(`categories.${category}`)),
      keywords: project.technologies.join(', '),
      sameAs: project.link,
      creator: { '@type': 'Organization', '@id': `${absoluteUrl('/')}#organization`, name: site.name },
      sourceOrganization: { '@type': 'Organization', name: project.client },
    },
    breadcrumbJsonLd(locale, [
      { name: t('pages.home'), path: paths.home },
      { name: t('pages.portfolio'), path: paths.portfolio },
      { name: title, path: paths.project(project.id) },
    ]),
  ];
  const islands = detailIslands(project, title, { images, t, video: { className: 'mx-auto max-w-4xl' } });
  const related = relatedProjects(project, projects);
  return { project, related, locale, t, images, structuredData, islands };
}

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
export function ProjectDetail({ project, related, locale, t, images, gallery, video }: ProjectDetailProps) {
  const title = pick(project.title, locale);
  const overview = [
    {
      key: 'challenge',
      title: t('projectDetail.challenge'),
      text: project.challenge,
      icon: <Target className="size-5" aria-hidden="true" />,
    },
    {
      key: 'solution',
      title: t('projectDetail.solution'),
      text: project.solution,
      icon: <Lightbulb className="size-5" aria-hidden="true" />,
    },
    {
      key: 'results',
      title: t('projectDetail.results'),
      text: project.results,
      icon: <TrendingUp className="size-5" aria-hidden="true" />,
    },
  ] as const;
  const completed = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${project.completedDate}-01T00:00:00Z`),
  );

  return (
    <>
      <DetailHero
        title={project.title}
        locale={locale}
        lead={<ProjectCategories categories={project.categories} look="hero" t={t} />}
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
              aria-label={t('projectDetail.visitProjectLabel')}
              className={buttonVariants({ size: 'lg' })}
            >
              {t('projectDetail.visitProject')}
              <ExternalLink aria-hidden="true" />
            </a>
          )}
          <LocalLink
            locale={locale}
            href={paths.portfolio}
            className={buttonVariants({ variant: 'inverse', size: 'lg' })}
          >
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('projectDetail.back')}
          </LocalLink>
        </div>
      </DetailHero>

      <Section labelledBy="overview-heading">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <h2 id="overview-heading" className="text-3xl font-bold tracking-tight">
              {t('projectDetail.overviewHeading')}
            </h2>
            {overview.some((part) => part.text) ? (
              overview.map(
                (part) =>
                  part.text && (
                    <OverviewCard key={part.key} icon={part.icon} title={part.title}>
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
              <OverviewCard icon={<Check className="size-5" aria-hidden="true" />} title={t('projectDetail.features')}>
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
              heading: t('projectDetail.info'),
              client: t('projectDetail.client'),
              industry: t('projectDetail.industry'),
              timeline: t('projectDetail.timeline'),
              services: t('projectDetail.services'),
              technologies: t('projectDetail.technologies'),
              contact: t('actions.discussProject'),
            }}
            facts={project}
            timeline={t('projectDetail.completed', { duration: pick(project.duration, locale), date: completed })}
            locale={locale}
          />
        </div>
      </Section>

      {project.gallery.length > 0 && <GallerySection heading={t('projectDetail.gallery')}>{gallery}</GallerySection>}

      {project.youtubeId && (
        <Section labelledBy="video-heading">
          <h2 id="video-heading" className="mb-8 text-3xl font-bold tracking-tight">
            {t('projectDetail.video')}
          </h2>
          {video}
        </Section>
      )}

      {related.length > 0 && (
        <Section tone={project.youtubeId ? 'muted' : 'default'} labelledBy="related-heading">
          <h2 id="related-heading" className="text-3xl font-bold tracking-tight">
            {t('projectDetail.related')}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t('projectDetail.relatedText')}</p>
          <div className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {related.map((other, index) => (
              <ProjectCard images={images} key={other.id} project={other} locale={locale} t={t} index={index} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
