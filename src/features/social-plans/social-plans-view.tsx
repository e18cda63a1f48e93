import { ArrowDown, Check, Clock, ShieldCheck, Star, Users } from '@/components/icons';
import { CtaBand } from '@/components/site/cta-band';
import { faqItems } from '@/components/site/faq-list';
import { FaqSection } from '@/components/site/faq-section';
import { imagesFor, Picture, type Images } from '@/features/media/picture';
import { breadcrumbJsonLd, type Json } from '@/features/seo/json-ld';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import type { PageOf } from '@/content/page';
import type { SocialPlan } from '@/content/social-plan';
import { translatorFor, type Translator } from '@/i18n/translator';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { Localized } from '@/components/site/localized';
import { LocalLink } from '@/components/site/local-link';
import { moneyFormatFor } from '@/lib/pricing';
import { getPage } from '@/server/queries/pages';
import { listSocialPlans } from '@/server/queries/social-plans';

const plansId = 'plans';

interface SocialPlansViewProps {
  page: PageOf<'socialPlans'>;
  plans: SocialPlan[];
  locale: Locale;
  t: Translator;
  images: Images;
}

/** What the social media plans page shows in `locale`, and its breadcrumbs; undefined when the page is missing. */
export async function socialPlansPage(
  locale: Locale,
): Promise<(SocialPlansViewProps & { breadcrumbs: Json }) | undefined> {
  const [page, plans, t, images] = await Promise.all([
    getPage('socialPlans'),
    listSocialPlans(),
    translatorFor(locale),
    imagesFor(locale),
  ]);
  if (!page) return undefined;
  const breadcrumbs = breadcrumbJsonLd(locale, [
    { name: t('pages.home'), path: paths.home },
    { name: t('pages.socialPlans'), path: paths.socialPlans },
  ]);
  return { page, plans, locale, t, images, breadcrumbs };
}

/**
 * The automated social media plans landing page (spec 001 §9): the launch offer, three plans, results, testimonials,
 * the money-back guarantee and FAQ. A plan's button opens the contact form with that plan preselected.
 */
export function SocialPlansView({ page, plans, locale, t, images }: SocialPlansViewProps) {
  const { offer } = page;
  const money = new Intl.NumberFormat(locale, moneyFormatFor(locale));
  const seePlans = (
    <a href={`#${plansId}`} className={buttonVariants({ size: 'lg' })}>
      {t('socialPlans.seePlans')}
      <ArrowDown aria-hidden="true" />
    </a>
  );

  return (
    <>
      <section className="relative overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(234_88_12/0.4),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgb(56_189_248/0.18),transparent)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-ember-500 uppercase">{t('socialPlans.eyebrow')}</p>
            <p className="mt-4 inline-flex rounded-full bg-ember-700 px-4 py-1.5 text-sm font-bold">
              {t('socialPlans.offerBadge', { percent: offer.discountPercent })}
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              <Localized text={page.headline} locale={locale} />
            </h1>
            <p className="mt-6 text-lg text-pretty text-slate-300 sm:text-xl">
              <Localized text={page.intro} locale={locale} />
            </p>
            <div className="mt-10 flex flex-wrap items-center gap-x-8 gap-y-4">
              {seePlans}
              <ul className="space-y-1 text-sm text-slate-300">
                <li className="flex items-center gap-2">
                  <Users aria-hidden="true" className="size-4 text-ember-500" />
                  {t('socialPlans.trust', { count: offer.businessesServed })}
                </li>
                <li className="flex items-center gap-2">
                  <ShieldCheck aria-hidden="true" className="size-4 text-ember-500" />
                  {t('socialPlans.guaranteeShort', { days: offer.moneyBackDays })}
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>

      <p className="bg-ember-700 px-4 py-4 text-center text-sm font-semibold text-white sm:text-base">
        <Clock aria-hidden="true" className="me-2 inline size-4 align-[-2px]" />
        {t('socialPlans.offerText', {
          percent: offer.discountPercent,
          hours: offer.expiresInHours,
          clients: offer.clientLimit,
        })}
      </p>

      <Section id={plansId} labelledBy="plans-heading" className="scroll-mt-16">
        <SectionHeading
          id="plans-heading"
          eyebrow={t('socialPlans.plansEyebrow')}
          title={t('socialPlans.plansTitle')}
          description={t('socialPlans.plansText')}
        />
        <ul className="mt-14 grid gap-8 lg:grid-cols-3 lg:items-stretch">
          {plans.map((plan) => {
            const name = pick(plan.name, locale);
            return (
              <li
                key={plan.id}
                data-testid="plan"
                className={cn(
                  'relative flex flex-col rounded-3xl border bg-white p-8 shadow-sm dark:bg-slate-900',
                  plan.popular
                    ? 'border-ember-600 ring-2 ring-ember-600 lg:-my-4 lg:py-12'
                    : 'border-slate-200 dark:border-slate-800',
                )}
              >
                {plan.popular && (
                  <p className="absolute inset-x-0 -top-3.5 mx-auto inline-flex w-fit items-center gap-1 rounded-full bg-ember-700 px-3 py-1 text-xs font-bold whitespace-nowrap text-white">
                    <Star aria-hidden="true" className="size-3.5 fill-current" />
                    {t('socialPlans.mostPopular')}
                  </p>
                )}
                <h3 className="text-xl font-bold text-slate-900 dark:text-white">{name}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
                  <Localized text={plan.description} locale={locale} />
                </p>
                <p className="mt-6 flex flex-wrap items-baseline gap-x-3">
                  <span className="sr-only">{t('socialPlans.offerPrice')}</span>
                  <span className="text-5xl font-bold tracking-tight text-slate-900 dark:text-white">
                    {money.format(plan.price)}
                  </span>
                  <span className="text-slate-600 dark:text-slate-300">{t('socialPlans.perMonth')}</span>
                  <span className="sr-only">{t('socialPlans.originalPrice')}</span>
                  <del className="text-lg text-slate-500 dark:text-slate-400">{money.format(plan.originalPrice)}</del>
                </p>
                <p
                  id={`${plan.id}-monthly`}
                  className="mt-6 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
                >
                  {t('socialPlans.monthlyContent')}
                </p>
                <ul aria-labelledby={`${plan.id}-monthly`} className="mt-3 grid grid-cols-3 gap-2 text-center">
                  {(['blogPosts', 'videos', 'carousels'] as const).map((kind) => (
                    <li
                      key={kind}
                      className="rounded-xl bg-slate-50 px-2 py-3 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                    >
                      <span className="block text-2xl font-bold text-slate-900 dark:text-white">
                        {plan.quantities[kind]}
                      </span>
                      {t(`socialPlans.quantities.${kind}`, { count: plan.quantities[kind] })}
                    </li>
                  ))}
                </ul>
                <ul className="mt-6 mb-8 space-y-3">
                  {plan.features.map((feature) => (
                    <li key={feature.en} className="flex gap-3 text-sm text-slate-700 dark:text-slate-300">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-700 dark:text-ember-500" />
                      <Localized text={feature} locale={locale} />
                    </li>
                  ))}
                </ul>
                <LocalLink
                  locale={locale}
                  href={`${paths.contact}?plan=${encodeURIComponent(plan.id)}`}
                  className={buttonVariants({
                    variant: plan.popular ? 'primary' : 'secondary',
                    size: 'lg',
                    className: 'mt-auto w-full',
                  })}
                >
                  {t('socialPlans.choosePlan', { plan: name })}
                </LocalLink>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="results-heading">
        <SectionHeading
          id="results-heading"
          eyebrow={t('socialPlans.resultsEyebrow')}
          title={t('socialPlans.resultsTitle')}
        />
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {page.results.map((result) => (
            <li
              key={result.title.en}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <Picture
                images={images}
                src={result.image}
                alt=""
                sizes="(min-width: 1024px) 400px, 100vw"
                imgClassName="aspect-[16/10] object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  <Localized text={result.title} locale={locale} />
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
                  <Localized text={result.description} locale={locale} />
                </p>
                <dl className="mt-auto grid grid-cols-3 gap-3 pt-6">
                  {result.metrics.map((metric) => (
                    <div key={metric.label.en} className="flex flex-col">
                      <dt className="text-xs text-slate-600 dark:text-slate-300">
                        <Localized text={metric.label} locale={locale} />
                      </dt>
                      <dd className="order-first text-2xl font-bold text-ember-700 dark:text-ember-500">
                        {metric.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="testimonials-heading">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t('socialPlans.testimonialsEyebrow')}
          title={t('socialPlans.testimonialsTitle')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {page.testimonials.map((testimonial) => (
            <li
              key={testimonial.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <figure>
                <p
                  className="flex gap-0.5 text-amber-500"
                  role="img"
                  aria-label={t('cards.rating', { rating: testimonial.rating })}
                >
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star
                      key={i}
                      aria-hidden="true"
                      className={cn('size-4', i < testimonial.rating ? 'fill-current' : 'opacity-30')}
                    />
                  ))}
                </p>
                <blockquote className="mt-4 leading-7 text-slate-700 dark:text-slate-300">
                  <Localized text={testimonial.text} locale={locale} />
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <Picture
                    images={images}
                    src={testimonial.image}
                    alt=""
                    sizes="48px"
                    className="size-12 shrink-0 overflow-hidden rounded-full"
                    imgClassName="size-12 object-cover"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">{testimonial.company}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="guarantee-heading" className="py-12 sm:py-16">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center sm:flex-row sm:text-start">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-ember-100 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
            <ShieldCheck aria-hidden="true" className="size-8" />
          </span>
          <div>
            <h2 id="guarantee-heading" className="text-2xl font-bold tracking-tight">
              {t('socialPlans.guaranteeTitle', { days: offer.moneyBackDays })}
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              {t('socialPlans.guaranteeText', { days: offer.moneyBackDays })}
            </p>
          </div>
        </div>
      </Section>

      {page.faqs.length > 0 && (
        <FaqSection
          id="faq-heading"
          eyebrow={t('socialPlans.faqEyebrow')}
          title={t('socialPlans.faqTitle')}
          items={faqItems(page.faqs, locale)}
        />
      )}

      <CtaBand
        title={t('socialPlans.ctaTitle', { percent: offer.discountPercent })}
        text={t('socialPlans.ctaText', { count: offer.businessesServed })}
        actions={
          <a href={`#${plansId}`} className={buttonVariants({ size: 'lg' })}>
            {t('actions.viewPricing')}
          </a>
        }
      />
    </>
  );
}
