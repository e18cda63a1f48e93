import type { Images } from '@/features/media/picture';
import { ContactPricingActions } from '@/components/site/contact-pricing-actions';
import { CtaBand } from '@/components/site/cta-band';
import { faqItems } from '@/components/site/faq-list';
import { FaqSection } from '@/components/site/faq-section';
import { LocalLink } from '@/components/site/local-link';
import { Localized } from '@/components/site/localized';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import type { PageOf } from '@/content/page';
import type { Service } from '@/content/service';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { ServiceCard } from './service-card';

/** The services page: every service as a card, how we work, and the questions clients ask. */
export function ServicesView({
  page,
  services,
  locale,
  t,
  images,
}: {
  page: PageOf<'services'>;
  services: Service[];
  locale: Locale;
  t: Translator;
  images: Images;
}) {
  return (
    <>
      <PageHero
        eyebrow={t('servicesPage.eyebrow')}
        title={t('servicesPage.title')}
        description={pick(page.intro, locale)}
        actions={
          <LocalLink locale={locale} href={paths.contact} className={buttonVariants({ size: 'lg' })}>
            {t('actions.discussProject')}
          </LocalLink>
        }
      />
      <Section>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="flex [&>article]:flex-1">
              <ServiceCard images={images} t={t} service={service} locale={locale} full />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="how-we-work">
        <SectionHeading
          id="how-we-work"
          eyebrow={t('servicesPage.howWeWorkEyebrow')}
          title={t('servicesPage.howWeWorkTitle')}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.howWeWork.map((step, index) => (
            <li
              key={step.title.en}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-ember-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
                <Localized text={step.title} locale={locale} />
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
                <Localized text={step.description} locale={locale} />
              </p>
            </li>
          ))}
        </ol>
      </Section>
      <FaqSection
        id="services-faq"
        eyebrow={t('servicesPage.faqEyebrow')}
        title={t('servicesPage.faqTitle')}
        items={faqItems(page.faqs, locale)}
      />
      <CtaBand
        title={t('servicesPage.ctaTitle')}
        text={t('servicesPage.ctaText')}
        actions={<ContactPricingActions t={t} locale={locale} />}
      />
    </>
  );
}
