import { Check, MessageSquare } from '@/components/icons';
import type { ReactNode } from 'react';
import { CtaBand } from '@/components/site/cta-band';
import { Icon } from '@/components/site/icon';
import { LocalLink } from '@/components/site/local-link';
import { Localized } from '@/components/site/localized';
import { imagePreload, type ImagePreload } from '@/components/site/picture';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import type { PageOf } from '@/content/page';
import type { Project } from '@/content/project';
import type { Service } from '@/content/service';
import { imagesFor, Picture, type Images } from '@/features/media/picture';
import { ProjectCard } from '@/features/portfolio/project-card';
import { organizationJsonLd, type Json } from '@/features/seo/json-ld';
import { ServiceCard } from '@/features/services/service-card';
import { translatorFor, type Translator } from '@/i18n/translator';
import { imageVariants } from '@/lib/images';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listClientLogos } from '@/server/queries/client-logos';
import { getPage } from '@/server/queries/pages';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';
import { getSiteSettings } from '@/server/queries/settings';
import { listTextTestimonials, listVideoTestimonials } from '@/server/queries/testimonials';
import { logoStripProps, testimonialsCarouselProps } from './island-props';
import type { LogoStripProps } from './logo-strip-client';
import type { HomePreloaderProps } from './warm-images';
import type { TestimonialsCarouselProps } from './testimonials-client';
import type { VideoTestimonialsProps } from './video-testimonials-client';

const cardSizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';

interface HomeViewProps {
  page: PageOf<'home'>;
  /** The projects the page features, in its order. */
  featured: Project[];
  services: Service[];
  locale: Locale;
  t: Translator;
  images: Images;
  /** The islands: the client-logo strip, the testimonials carousel, the video testimonials and the image preloader. */
  logos: ReactNode;
  testimonials: ReactNode;
  videos: ReactNode;
  preloader: ReactNode;
}

type Islands = {
  logos: LogoStripProps;
  testimonials: TestimonialsCarouselProps;
  videos: VideoTestimonialsProps;
  preloader: HomePreloaderProps;
};

/**
 * What the home page shows in `locale`, or undefined without a home page: its content, featured projects and
 * services, the organization's structured data, and the props of its islands.
 */
export async function homePage(locale: Locale): Promise<
  | (Omit<HomeViewProps, keyof Islands> & {
      structuredData: Json;
      islands: Islands;
      /** The hero picture, fetched first on wide screens only (see heroImageSizes). */
      heroPreload: ImagePreload | undefined;
    })
  | undefined
> {
  const [page, site, projects, services, caseStudies, logos, testimonials, videos, t, images] = await Promise.all([
    getPage('home'),
    getSiteSettings(),
    listProjects(),
    listServices(),
    listCaseStudies(),
    listClientLogos(),
    listTextTestimonials(),
    listVideoTestimonials(),
    translatorFor(locale),
    imagesFor(locale),
  ]);
  if (!page) return undefined;
  const byId = new Map(projects.map((project) => [project.id, project]));
  const featured = page.featuredProjectIds.flatMap((id) => byId.get(id) ?? []);
  // Only images with width variants: the preloader asks for the one the card's <picture> will choose.
  const preload = [...projects, ...services, ...caseStudies]
    .map((item) => item.image)
    .filter((src): src is string => src !== undefined && imageVariants(src).length > 0);
  const islands: Islands = {
    logos: logoStripProps(logos, t),
    testimonials: testimonialsCarouselProps(testimonials, { locale, t, images }),
    videos: {
      unsupported: t('video.unsupported'),
      items: videos.map((video) => ({
        id: video.id,
        src: video.videoUrl,
        poster: imageVariants(video.poster).at(-1)?.webp ?? video.poster,
        company: video.company,
        reviewer: video.reviewer,
        role: pick(video.role, locale),
        rating: video.rating,
        ratingLabel: t('cards.rating', { rating: video.rating }),
        playLabel: t('home.playVideo', { reviewer: video.reviewer, company: video.company }),
        pauseLabel: t('home.pauseVideo', { reviewer: video.reviewer, company: video.company }),
      })),
    },
    preloader: { images: [...new Set(preload)], sizes: cardSizes },
  };
  const structuredData = organizationJsonLd(site, locale);
  const poster = images.resolve(page.hero.poster, '').image;
  /**
   * The hero picture stands beside the headline on a wide screen (its largest content) and below the fold on a phone:
   * fetched at once and first only where it is seen, so a phone's slow first second goes to the text and stylesheet.
   */
  const heroPreload = imagePreload(poster, heroImageSizes.wide, heroImageSizes.wideMedia);
  return { page, featured, services, locale, t, images, structuredData, islands, heroPreload };
}

/** The hero picture's width: beside the headline from `lg` on, the full width below it. */
const heroImageSizes = { wide: '600px', wideMedia: '(min-width: 1024px)' };

/** The home page: hero, client logos, featured work, services, testimonials and the closing call to action. */
export function HomeView({
  page,
  featured,
  services,
  locale,
  t,
  images,
  logos,
  testimonials,
  videos,
  preloader,
}: HomeViewProps) {
  return (
    <>
      <section className="relative overflow-hidden bg-navy-950 text-white" aria-labelledby="hero-title">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_90%_-10%,rgb(234_88_12/0.35),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(56_189_248/0.2),transparent)]"
        />
        <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.05fr_1fr] lg:items-center lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-ember-500 uppercase">{t('home.heroEyebrow')}</p>
            <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              <Localized text={page.hero.headline} locale={locale} />
            </h1>
            <p className="mt-6 text-lg text-pretty text-slate-300">
              <Localized text={page.hero.subheadline} locale={locale} />
            </p>
            <h2 className="sr-only">{t('home.benefitsLabel')}</h2>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {page.hero.benefits.map((benefit) => (
                <li key={benefit.en} className="flex gap-3 text-sm text-slate-200">
                  <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-ember-600/20 text-ember-500">
                    <Check aria-hidden="true" className="size-3.5" />
                  </span>
                  <Localized text={benefit} locale={locale} />
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-wrap gap-3">
              <LocalLink
                locale={locale}
                href={paths.pricing}
                className={buttonVariants({ size: 'lg' })}
                data-track="Pricing calculator"
                data-track-id="home-pricing-1"
              >
                {t('actions.getStarted')}
              </LocalLink>
              <LocalLink
                locale={locale}
                href={paths.portfolio}
                className={buttonVariants({ variant: 'inverse', size: 'lg' })}
              >
                {t('actions.viewWork')}
              </LocalLink>
            </div>
            <p className="mt-8 text-sm font-semibold text-slate-300">
              <Localized text={page.hero.trustedBy} locale={locale} />
            </p>
          </div>
          <div className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10">
            <Picture
              images={images}
              src={page.hero.poster}
              alt={t('home.heroImageAlt')}
              sizes={`${heroImageSizes.wideMedia} ${heroImageSizes.wide}, 100vw`}
              imgClassName="aspect-video object-cover"
            />
          </div>
        </div>
      </section>

      <section aria-label={t('home.logosTitle')} className="border-b border-slate-200 py-10 dark:border-slate-800">
        <p className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('home.logosTitle')}
        </p>
        <div className="mx-auto mt-6 max-w-7xl px-4">{logos}</div>
      </section>

      <Section labelledBy="portfolio-title" className="below-fold">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="portfolio-title"
            align="start"
            eyebrow={t('home.portfolioEyebrow')}
            title={t('home.portfolioTitle')}
            description={t('home.portfolioText')}
          />
          <div className="flex flex-wrap gap-3">
            <LocalLink locale={locale} href={paths.portfolio} className={buttonVariants({ variant: 'secondary' })}>
              {t('actions.viewAllProjects')}
            </LocalLink>
            <LocalLink
              locale={locale}
              href={paths.contact}
              className={buttonVariants()}
              data-track="Contact us"
              data-track-id="home-contact-1"
            >
              {t('actions.discussProject')}
            </LocalLink>
          </div>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="featured-projects">
          {featured.map((project, index) => (
            <li key={project.id} className="flex">
              <ProjectCard images={images} project={project} locale={locale} t={t} index={index} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="services-title" className="below-fold">
        <SectionHeading
          id="services-title"
          eyebrow={t('home.servicesEyebrow')}
          title={t('home.servicesTitle')}
          description={t('home.servicesText')}
          actions={
            <LocalLink
              locale={locale}
              href={paths.contact}
              className={buttonVariants()}
              data-track="Contact us"
              data-track-id="home-contact-2"
            >
              {t('actions.discussProject')}
            </LocalLink>
          }
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="flex [&>article]:flex-1">
              <ServiceCard images={images} t={t} service={service} locale={locale} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="testimonials-title" className="below-fold">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('home.testimonialsEyebrow')}
          title={t('home.testimonialsTitle')}
          description={t('home.testimonialsText')}
        />
        <div className="mt-12">{testimonials}</div>
        <h3 className="mt-20 text-center text-2xl font-bold tracking-tight">{t('home.videoTestimonialsTitle')}</h3>
        <div className="mx-auto mt-8 max-w-5xl">{videos}</div>
      </Section>

      <CtaBand
        title={pick(page.cta.title, locale)}
        text={pick(page.cta.text, locale)}
        actions={
          <>
            <LocalLink
              locale={locale}
              href={paths.pricing}
              className={buttonVariants({ size: 'lg' })}
              data-track="Pricing calculator"
              data-track-id="home-pricing-2"
            >
              <MessageSquare aria-hidden="true" />
              {t('actions.getQuote')}
            </LocalLink>
            <LocalLink
              locale={locale}
              href={paths.services}
              className={buttonVariants({ variant: 'inverse', size: 'lg' })}
            >
              {t('actions.viewServices')}
            </LocalLink>
          </>
        }
      >
        <div>
          <h3 className="text-lg font-semibold">{t('home.ctaWhyTitle')}</h3>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {page.whyChooseUs.map((point) => (
              <li key={point.title.en} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
                <Icon name={point.icon} className="size-5 text-ember-500" />
                <p className="mt-3 font-semibold">
                  <Localized text={point.title} locale={locale} />
                </p>
                <p className="mt-1 text-sm text-slate-300">
                  <Localized text={point.description} locale={locale} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </CtaBand>
      {preloader}
    </>
  );
}
