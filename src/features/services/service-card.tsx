import { Check } from '@/components/icons';
import { Icon } from '@/components/site/icon';
import { LocalLink } from '@/components/site/local-link';
import { Picture, type Images } from '@/features/media/picture';
import { pick } from '@/content/fields';
import type { Service } from '@/content/service';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { fallbackLang, Localized } from '@/components/site/localized';

/**
 * A service as a card. The home page shows title, description and Learn More; the services page adds the image and
 * the first three key features.
 */
export function ServiceCard({
  service,
  locale,
  images,
  t,
  full = false,
}: {
  service: Service;
  locale: Locale;
  images: Images;
  t: Translator;
  full?: boolean;
}) {
  const title = pick(service.title, locale);
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900">
      {full && (
        <Picture
          images={images}
          src={service.image}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          imgClassName="aspect-[16/10] object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        {!full && (
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-ember-50 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
            <Icon name={service.icon} className="size-6" />
          </span>
        )}
        {/* The full card heads its own part of the services page, right under the page title. */}
        {full ? (
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white" {...fallbackLang(service.title, locale)}>
            {title}
          </h2>
        ) : (
          <h3
            className="mt-5 text-xl font-semibold text-slate-900 dark:text-white"
            {...fallbackLang(service.title, locale)}
          >
            {title}
          </h3>
        )}
        <p className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-300">
          <Localized text={service.description} locale={locale} />
        </p>
        {full && (
          <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
            {service.features.slice(0, 3).map((feature) => (
              <li key={feature.en} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-600" />
                <Localized text={feature} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        <LocalLink
          locale={locale}
          href={paths.service(service.id)}
          aria-label={t('cards.learnMoreAbout', { title })}
          className="mt-auto inline-flex items-center gap-1 rounded-md pt-6 text-sm font-semibold text-ember-700 hover:text-ember-800 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500"
        >
          {t('cards.learnMore')}
          <span aria-hidden="true" className="rtl:rotate-180">
            →
          </span>
        </LocalLink>
      </div>
    </article>
  );
}
