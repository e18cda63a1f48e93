import { ArrowLeft, CheckCircle2 } from '@/components/icons';
import { CtaBand } from '@/components/site/cta-band';
import { faqItems, FaqList } from '@/components/site/faq-list';
import { Icon } from '@/components/site/icon';
import { imagesFor, Picture, type Images } from '@/features/media/picture';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import type { Project } from '@/content/project';
import type { Service } from '@/content/service';
import { ProjectCard } from '@/features/portfolio/project-card';
import { RichText } from '@/components/site/rich-text-view';
import { LocalLink } from '@/components/site/local-link';
import { breadcrumbJsonLd, faqPageJsonLd, type Json } from '@/features/seo/json-ld';
import { absoluteUrl } from '@/features/seo/metadata';
import { translatorFor, type Translator } from '@/i18n/translator';
import { listProjects } from '@/server/queries/projects';
import { getService } from '@/server/queries/services';
import { getSiteSettings } from '@/server/queries/settings';
import type { Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { TechBadge } from './tech-badge';
import { fallbackLang, Localized } from '@/components/site/localized';
import { DetailHero } from '@/components/site/detail-hero';

interface ServiceDetailProps {
  service: Service;
  /** The projects the service names, in its order (unknown ones left out). */
  related: Project[];
  locale: Locale;
  t: Translator;
  images: Images;
}

/**
 * What a service's page shows in `locale`, or undefined for no service `id`: the service, its related projects, and its
 * structured data (breadcrumbs, the service, its questions).
 */
export async function serviceDetailPage(
  id: string,
  locale: Locale,
): Promise<(ServiceDetailProps & { structuredData: Json[] }) | undefined> {
  const service = await getService(id);
  if (!service) return undefined;
  const [projects, site, t, images] = await Promise.all([
    listProjects(),
    getSiteSettings(),
    translatorFor(locale),
    imagesFor(locale),
  ]);
  const byId = new Map(projects.map((project) => [project.id, project]));
  const related = service.relatedProjectIds.flatMap((projectId) => byId.get(projectId) ?? []);
  const title = pick(service.title, locale);
  const structuredData: Json[] = [
    breadcrumbJsonLd(locale, [
      { name: t('pages.home'), path: paths.home },
      { name: t('pages.services'), path: paths.services },
      { name: title, path: paths.service(service.id) },
    ]),
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: title,
      description: pick(service.description, locale),
      serviceType: title,
      url: absoluteUrl(localizedPath(locale, paths.service(service.id))),
      image: absoluteUrl(service.image),
      provider: { '@type': 'ProfessionalService', name: site.name, url: absoluteUrl('/') },
      areaServed: 'Worldwide',
    },
  ];
  if (service.faqs.length > 0)
    structuredData.push(
      faqPageJsonLd(
        service.faqs.map((faq) => ({ question: pick(faq.question, locale), answer: pick(faq.answer, locale) })),
      ),
    );
  return { service, related, locale, t, images, structuredData };
}

/** The service detail page, sections in the spec's order. */
export function ServiceDetailView({ service, related, locale, t, images }: ServiceDetailProps) {
  const title = pick(service.title, locale);

  return (
    <>
      <DetailHero
        title={service.title}
        locale={locale}
        tall
        lead={
          <>
            <LocalLink
              locale={locale}
              href={paths.services}
              className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-ember-600"
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('serviceDetail.backToServices')}
            </LocalLink>
            <span className="mt-8 flex size-14 items-center justify-center rounded-2xl bg-ember-600/20 text-ember-500">
              <Icon name={service.icon} className="size-7" />
            </span>
          </>
        }
        media={
          <div className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10">
            <Picture
              images={images}
              src={service.image}
              alt=""
              sizes="(min-width: 1024px) 600px, 100vw"
              priority
              imgClassName="aspect-[16/10] object-cover"
            />
          </div>
        }
      >
        <p className="mt-6 text-lg text-pretty text-slate-300">
          <Localized text={service.description} locale={locale} />
        </p>
        <div className="mt-10">
          <LocalLink locale={locale} href={paths.contact} className={buttonVariants({ size: 'lg' })}>
            {t('actions.getStarted')}
          </LocalLink>
        </div>
      </DetailHero>

      <Section labelledBy="overview">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="overview" className="text-3xl font-bold tracking-tight">
              {t('serviceDetail.overviewTitle')}
            </h2>
            <RichText
              text={pick(service.overview, locale)}
              className="mt-5 text-slate-600 dark:text-slate-300"
              {...fallbackLang(service.overview, locale)}
            />
            <Picture
              images={images}
              src={service.secondaryImage}
              alt=""
              sizes="(min-width: 1024px) 600px, 100vw"
              className="mt-8 overflow-hidden rounded-2xl"
              imgClassName="aspect-[16/10] object-cover"
            />
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{t('serviceDetail.keyServicesTitle')}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {service.features.map((feature) => (
                <li
                  key={feature.en}
                  className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                >
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ember-600" />
                  <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
                    <Localized text={feature} locale={locale} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="process">
        <SectionHeading
          id="process"
          eyebrow={t('serviceDetail.processEyebrow')}
          title={t('serviceDetail.processTitle', { service: title })}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {service.process.map((step, index) => (
            <li
              key={step.title.en}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="text-sm font-semibold text-ember-700 dark:text-ember-500">
                {t('serviceDetail.step', { number: index + 1 })}
              </span>
              <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">
                <Localized text={step.title} locale={locale} />
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
                <Localized text={step.description} locale={locale} />
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="technologies">
        <SectionHeading id="technologies" title={t('serviceDetail.technologiesTitle')} />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="technologies">
          {service.technologies.map((technology) => (
            <TechBadge key={technology} name={technology} />
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="benefits">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="benefits" className="text-3xl font-bold tracking-tight">
              {t('serviceDetail.benefitsTitle')}
            </h2>
            <ul className="mt-6 space-y-4">
              {service.benefits.map((benefit) => (
                <li key={benefit.en} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ember-600" />
                  <span className="text-slate-700 dark:text-slate-200">
                    <Localized text={benefit} locale={locale} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <section className="rounded-3xl bg-navy-950 p-8 text-white dark:bg-slate-900" aria-labelledby="metrics">
            <h2 id="metrics" className="text-2xl font-bold">
              {t('serviceDetail.metricsTitle')}
            </h2>
            <p className="mt-2 text-sm text-slate-300">{t('serviceDetail.metricsNote')}</p>
            <dl className="mt-8 grid grid-cols-2 gap-6" data-testid="success-metrics">
              {service.metrics.map((metric) => (
                <div
                  key={metric.value + metric.label.en}
                  className="flex flex-col-reverse gap-1 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10"
                >
                  <dt className="text-sm text-slate-300">
                    <Localized text={metric.label} locale={locale} />
                  </dt>
                  <dd className="text-3xl font-bold text-ember-500">{metric.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </Section>

      {related.length > 0 && (
        <Section labelledBy="related">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <SectionHeading
              id="related"
              align="start"
              title={t('serviceDetail.relatedTitle')}
              description={t('serviceDetail.relatedText', { service: title })}
            />
            <LocalLink locale={locale} href={paths.portfolio} className={buttonVariants({ variant: 'secondary' })}>
              {t('actions.viewAllProjects')}
            </LocalLink>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="related-projects">
            {related.map((project, index) => (
              <li key={project.id} className="flex">
                <ProjectCard images={images} project={project} locale={locale} t={t} index={index} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {service.faqs.length > 0 && (
        <Section tone="muted" labelledBy="faqs">
          <SectionHeading id="faqs" title={t('serviceDetail.faqTitle')} />
          <div className="mt-10">
            <FaqList items={faqItems(service.faqs, locale)} />
          </div>
        </Section>
      )}

      <CtaBand
        title={t('serviceDetail.ctaTitle')}
        text={t('serviceDetail.ctaText')}
        actions={
          <LocalLink locale={locale} href={paths.contact} className={buttonVariants({ size: 'lg' })}>
            {t('actions.getStarted')}
          </LocalLink>
        }
      />
      <div id="chat" data-chat-widget-slot="" />
    </>
  );
}
