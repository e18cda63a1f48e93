import { Check, ChevronLeft, ChevronRight, MessageSquare, Pause, Play, Quote } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/site/cta-band';
import { Icon } from '@/components/site/icon';
import { imagesFor, Picture } from '@/features/media/picture';
import { translatorFor } from '@/i18n/translator';
import { Section, SectionHeading } from '@/components/site/section';
import { Stars } from '@/components/site/stars';
import { buttonVariants } from '@/components/ui/button';
import type { CaseStudy } from '@/content/case-study';
import type { ClientLogo } from '@/content/client-logo';
import { pick } from '@/content/fields';
import type { PageOf } from '@/content/page';
import type { Project } from '@/content/project';
import type { Service } from '@/content/service';
import type { TextTestimonial, VideoTestimonial } from '@/content/testimonial';
import { ProjectCard } from '@/features/portfolio/project-card';
import { ServiceCard } from '@/features/services/service-card';
import { Link } from '@/i18n/navigation';
import { imageVariants } from '@/lib/images';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { LogoStrip } from './logo-strip-client';
import { HomePreloader } from './preloader-client';
import { TestimonialsCarousel } from './testimonials-client';
import { VideoTestimonials } from './video-testimonials-client';
import { Localized } from '@/components/site/localized';

const cardSizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';

interface HomeData {
  page: PageOf<'home'>;
  featured: Project[];
  projects: Project[];
  services: Service[];
  caseStudies: CaseStudy[];
  logos: ClientLogo[];
  testimonials: TextTestimonial[];
  videos: VideoTestimonial[];
}

export async function HomeView({ locale, data }: { locale: Locale; data: HomeData }) {
  const [images, translator] = await Promise.all([imagesFor(locale), translatorFor(locale)]);
  const [t, tActions, tCards, tVideo] = await Promise.all([
    getTranslations('home'),
    getTranslations('actions'),
    getTranslations('cards'),
    getTranslations('video'),
  ]);
  const { page } = data;
  // Only images with width variants: the preloader asks for the one the card's <picture> will choose.
  const preload = [...data.projects, ...data.services, ...data.caseStudies]
    .map((item) => item.image)
    .filter((src): src is string => src !== undefined && imageVariants(src).length > 0);

  return (
    <>
      <section className="relative overflow-hidden bg-navy-950 text-white" aria-labelledby="hero-title">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_90%_-10%,rgb(234_88_12/0.35),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(56_189_248/0.2),transparent)]"
        />
        <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.05fr_1fr] lg:items-center lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-ember-500 uppercase">{t('heroEyebrow')}</p>
            <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              <Localized text={page.hero.headline} locale={locale} />
            </h1>
            <p className="mt-6 text-lg text-pretty text-slate-300">
              <Localized text={page.hero.subheadline} locale={locale} />
            </p>
            <h2 className="sr-only">{t('benefitsLabel')}</h2>
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
              <Link
                href={paths.pricing}
                className={buttonVariants({ size: 'lg' })}
                data-track="Pricing calculator"
                data-track-id="home-pricing-1"
              >
                {tActions('getStarted')}
              </Link>
              <Link href={paths.portfolio} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
                {tActions('viewWork')}
              </Link>
            </div>
            <p className="mt-8 text-sm font-semibold text-slate-300">
              <Localized text={page.hero.trustedBy} locale={locale} />
            </p>
          </div>
          <div className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10">
            <Picture
              images={images}
              src={page.hero.poster}
              alt={t('heroImageAlt')}
              sizes="(min-width: 1024px) 600px, 100vw"
              priority
              imgClassName="aspect-video object-cover"
            />
          </div>
        </div>
      </section>

      <section aria-label={t('logosTitle')} className="border-b border-slate-200 py-10 dark:border-slate-800">
        <p className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('logosTitle')}
        </p>
        <div className="mx-auto mt-6 max-w-7xl px-4">
          <LogoStrip
            logos={data.logos.map((logo) => ({ name: logo.name, image: logo.image }))}
            label={t('logosLabel')}
          />
        </div>
      </section>

      <Section labelledBy="portfolio-title" className="below-fold">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="portfolio-title"
            align="start"
            eyebrow={t('portfolioEyebrow')}
            title={t('portfolioTitle')}
            description={t('portfolioText')}
          />
          <div className="flex flex-wrap gap-3">
            <Link href={paths.portfolio} className={buttonVariants({ variant: 'secondary' })}>
              {tActions('viewAllProjects')}
            </Link>
            <Link
              href={paths.contact}
              className={buttonVariants()}
              data-track="Contact us"
              data-track-id="home-contact-1"
            >
              {tActions('discussProject')}
            </Link>
          </div>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="featured-projects">
          {data.featured.map((project, index) => (
            <li key={project.id} className="flex">
              <ProjectCard images={images} project={project} locale={locale} t={translator} index={index} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="services-title" className="below-fold">
        <SectionHeading
          id="services-title"
          eyebrow={t('servicesEyebrow')}
          title={t('servicesTitle')}
          description={t('servicesText')}
          actions={
            <Link
              href={paths.contact}
              className={buttonVariants()}
              data-track="Contact us"
              data-track-id="home-contact-2"
            >
              {tActions('discussProject')}
            </Link>
          }
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data.services.map((service) => (
            <li key={service.id} className="flex [&>article]:flex-1">
              <ServiceCard images={images} t={translator} service={service} locale={locale} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="testimonials-title" className="below-fold">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonialsEyebrow')}
          title={t('testimonialsTitle')}
          description={t('testimonialsText')}
        />
        <div className="mt-12">
          <TestimonialsCarousel
            labels={{
              previous: t('previous'),
              next: t('next'),
              region: t('testimonialsTitle'),
            }}
            icons={{
              quote: (
                <Quote aria-hidden="true" className="absolute end-8 top-8 size-10 text-ember-100 dark:text-slate-800" />
              ),
              previous: <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />,
              next: <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />,
            }}
            items={data.testimonials.map((item, index) => ({
              slideLabel: t('slide', { current: index + 1, total: data.testimonials.length }),
              id: item.id,
              name: item.name,
              role: pick(item.role, locale),
              quote: pick(item.quote, locale),
              photo: (
                <Picture
                  images={images}
                  src={item.image}
                  alt=""
                  sizes="56px"
                  className="size-14 shrink-0 overflow-hidden rounded-full"
                />
              ),
              stars: <Stars rating={item.rating} label={tCards('rating', { rating: item.rating })} />,
            }))}
          />
        </div>
        <h3 className="mt-20 text-center text-2xl font-bold tracking-tight">{t('videoTestimonialsTitle')}</h3>
        <div className="mx-auto mt-8 max-w-5xl">
          <VideoTestimonials
            unsupported={tVideo('unsupported')}
            icons={{
              play: <Play aria-hidden="true" className="ms-1 size-7" />,
              pause: <Pause aria-hidden="true" className="size-7" />,
            }}
            items={data.videos.map((video) => ({
              id: video.id,
              src: video.videoUrl,
              poster: imageVariants(video.poster).at(-1)?.webp ?? video.poster,
              company: video.company,
              reviewer: video.reviewer,
              role: pick(video.role, locale),
              stars: <Stars rating={video.rating} label={tCards('rating', { rating: video.rating })} size="sm" />,
              playLabel: t('playVideo', { reviewer: video.reviewer, company: video.company }),
              pauseLabel: t('pauseVideo', { reviewer: video.reviewer, company: video.company }),
            }))}
          />
        </div>
      </Section>

      <CtaBand
        title={pick(page.cta.title, locale)}
        text={pick(page.cta.text, locale)}
        actions={
          <>
            <Link
              href={paths.pricing}
              className={buttonVariants({ size: 'lg' })}
              data-track="Pricing calculator"
              data-track-id="home-pricing-2"
            >
              <MessageSquare aria-hidden="true" />
              {tActions('getQuote')}
            </Link>
            <Link href={paths.services} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {tActions('viewServices')}
            </Link>
          </>
        }
      >
        <div>
          <h3 className="text-lg font-semibold">{t('ctaWhyTitle')}</h3>
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
      <HomePreloader images={preload} sizes={cardSizes} />
    </>
  );
}
