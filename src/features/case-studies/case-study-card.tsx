import type { CSSProperties } from 'react';
import { Icon } from '@/components/site/icon';
import { Picture, type Images } from '@/features/media/picture';
import { pick, type LocalizedText } from '@/content/fields';
import type { CaseStudy } from '@/content/case-study';
import { categoryIcons } from '@/content/category-tabs';
import { CardLink } from '@/components/site/card-link';
import { listingCardClass } from '@/components/site/listing-card';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { fallbackLang, Localized } from '@/components/site/localized';

/** A case study as a card: picture, category, title, client and industry, a short text, the headline result and a link. */
export function CaseStudyCard({
  study,
  description,
  locale,
  t,
  images,
  index = 0,
}: {
  study: CaseStudy;
  /** The short text, and the localized text it comes from (an untranslated one is marked as English). */
  description: { text: string; from: LocalizedText };
  locale: Locale;
  t: Translator;
  images: Images;
  index?: number;
}) {
  const title = pick(study.title, locale);
  const headline = study.kpis[0];
  return (
    <article
      className={listingCardClass}
      style={{ '--card-index': index } as CSSProperties}
      data-testid="case-study-card"
    >
      <div className="overflow-hidden">
        <Picture
          images={images}
          src={study.image}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          imgClassName="aspect-[16/10] object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-ember-50 px-2.5 py-1 text-xs font-semibold text-ember-800 dark:bg-ember-600/15 dark:text-ember-500">
          <Icon name={categoryIcons[study.category]} className="size-3.5" />
          {t(`categories.${study.category}`)}
        </p>
        <h3
          className="mt-4 text-lg font-semibold text-slate-900 dark:text-white"
          {...fallbackLang(study.title, locale)}
        >
          {title}
        </h3>
        <p className="mt-1 text-sm font-medium text-slate-500 dark:text-slate-400">
          {study.client} · {pick(study.industry, locale)}
        </p>
        <p
          className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300"
          {...fallbackLang(description.from, locale)}
        >
          {description.text}
        </p>
        {headline && (
          <p className="mt-4 flex items-baseline gap-2 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
            <span className="text-2xl font-bold whitespace-nowrap text-ember-700 dark:text-ember-500">
              {typeof headline.value === 'string' ? (
                headline.value
              ) : (
                <Localized text={headline.value} locale={locale} />
              )}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              <Localized text={headline.label} locale={locale} />
            </span>
          </p>
        )}
        <div className="mt-auto pt-6">
          <CardLink
            locale={locale}
            href={paths.caseStudy(study.id)}
            label={t('caseStudies.readCaseStudyOf', { title })}
          >
            {t('caseStudies.readCaseStudy')}
          </CardLink>
        </div>
      </div>
    </article>
  );
}
