import { Award, ExternalLink } from '@/components/icons';
import type { CSSProperties } from 'react';
import { Picture, type Images } from '@/features/media/picture';
import { pick } from '@/content/fields';
import type { Project } from '@/content/project';
import { CardLink } from '@/components/site/card-link';
import { listingCardClass } from '@/components/site/listing-card';
import { cardImage, splitChips } from '@/lib/cards';
import { cn } from '@/lib/cn';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { ProjectCategories } from './project-categories';
import { ProjectImageFallback } from './project-image-client';
import { fallbackLang, Localized } from '@/components/site/localized';

const placeholderClassName = 'aspect-[16/10] w-full bg-slate-200 dark:bg-slate-800';
const placeholder = <div className={placeholderClassName} data-testid="image-placeholder" />;

/**
 * A project as a card: image (or video thumbnail, or a blank placeholder), category badges, Award Winner, title,
 * short description, three technologies then +N, View Details, and an external link when the project is live.
 * `index` staggers the entrance by 150 ms per card (none with reduced motion).
 */
export function ProjectCard({
  project,
  locale,
  t,
  images,
  index = 0,
  headingLevel = 'h3',
}: {
  project: Project;
  locale: Locale;
  t: Translator;
  images: Images;
  index?: number;
  headingLevel?: 'h2' | 'h3';
}) {
  const title = pick(project.title, locale);
  const image = cardImage(project);
  const { shown, more } = splitChips(project.technologies);
  const Heading = headingLevel;

  return (
    <article
      className={`relative ${listingCardClass}`}
      style={{ '--card-index': index } as CSSProperties}
      data-testid="project-card"
      data-project-id={project.id}
    >
      <div className="relative overflow-hidden">
        <ProjectImageFallback placeholderClassName={placeholderClassName}>
          {image.kind === 'image' ? (
            <Picture
              images={images}
              src={image.src}
              alt={project.imageAlt ? pick(project.imageAlt, locale) : title}
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
              imgClassName="aspect-[16/10] object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
          ) : image.kind === 'video-thumbnail' ? (
            <img
              src={image.src}
              alt={title}
              width={320}
              height={180}
              loading="lazy"
              fetchPriority="low"
              className="aspect-[16/10] w-full object-cover"
            />
          ) : (
            placeholder
          )}
        </ProjectImageFallback>
        {project.awardWinning && (
          <span className="absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-bold text-amber-950 shadow">
            <Award aria-hidden="true" className="size-3.5" />
            {t('cards.awardWinner')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <ProjectCategories categories={project.categories} look="card" t={t} />
        <Heading
          className="mt-4 text-lg font-semibold text-slate-900 dark:text-white"
          {...fallbackLang(project.title, locale)}
        >
          {title}
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300">
          <Localized text={project.shortDescription} locale={locale} />
        </p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('cards.technologies')}>
          {shown.map((technology) => (
            <li
              key={technology}
              className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {technology}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              <span aria-hidden="true">{t('cards.moreTechnologies', { count: more })}</span>
              <span className="sr-only">{t('cards.moreTechnologiesLabel', { count: more })}</span>
            </li>
          )}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 pt-6">
          <CardLink locale={locale} href={paths.project(project.id)} label={t('cards.viewDetailsOf', { title })}>
            {t('cards.viewDetails')}
          </CardLink>
          {project.link && (
            <a
              href={project.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('cards.visitSite', { title })}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-400 dark:hover:bg-slate-800',
              )}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
