import { CtaBand } from '@/components/site/cta-band';
import { Icon } from '@/components/site/icon';
import { LocalLink } from '@/components/site/local-link';
import { Localized } from '@/components/site/localized';
import { Markdown } from '@/components/site/markdown';
import { PageHero } from '@/components/site/page-hero';
import { ProgressBar } from '@/components/site/progress-bar';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick } from '@/content/fields';
import type { PageOf } from '@/content/page';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';

/** The about page: figures, story, mission and vision, values, skills and technologies. */
export function AboutView({ page, locale, t }: { page: PageOf<'about'>; locale: Locale; t: Translator }) {
  const actions = (
    <>
      <LocalLink locale={locale} href={paths.contact} className={buttonVariants({ size: 'lg' })}>
        {t('actions.contactUs')}
      </LocalLink>
      <LocalLink locale={locale} href={paths.portfolio} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
        {t('actions.viewWork')}
      </LocalLink>
    </>
  );

  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        description={pick(page.intro, locale)}
        actions={actions}
      >
        <dl
          className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4"
          aria-label={t('about.statsLabel')}
          data-testid="about-stats"
        >
          {page.stats.map((stat) => (
            <div key={stat.label.en} className="flex flex-col-reverse rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <dt className="mt-1 text-sm text-slate-300">
                <Localized text={stat.label} locale={locale} />
              </dt>
              <dd className="text-3xl font-bold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <Section labelledBy="story">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h2 id="story" className="text-3xl font-bold tracking-tight">
              {t('about.storyTitle')}
            </h2>
            <div className="mt-6">
              <Markdown source={pick(page.story, locale)} locale={locale} />
            </div>
          </div>
          <div className="space-y-6">
            {[
              { title: t('about.missionTitle'), text: page.mission },
              { title: t('about.visionTitle'), text: page.vision },
            ].map(({ title, text }) => (
              <div
                key={title}
                className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <h2 className="text-xl font-semibold">{title}</h2>
                <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">
                  <Localized text={text} locale={locale} />
                </p>
              </div>
            ))}
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="values">
        <SectionHeading id="values" eyebrow={t('about.valuesEyebrow')} title={t('about.valuesTitle')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.values.map((value) => (
            <li
              key={value.title.en}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ember-50 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
                <Icon name={value.icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <Localized text={value.title} locale={locale} />
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
                <Localized text={value.description} locale={locale} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="expertise">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="expertise"
              align="start"
              eyebrow={t('about.expertiseEyebrow')}
              title={t('about.expertiseTitle')}
              description={t('about.expertiseText')}
            />
            <div className="mt-10 space-y-5" data-testid="skills">
              {page.skills.map((skill) => (
                <ProgressBar
                  key={skill.name.en}
                  label={pick(skill.name, locale)}
                  value={skill.percent}
                  valueText={t('about.skillValue', { value: skill.percent })}
                />
              ))}
            </div>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{t('about.technologiesTitle')}</h2>
            <div className="mt-8 space-y-6">
              {page.technologyGroups.map((group) => (
                <div key={group.name.en}>
                  <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    <Localized text={group.name} locale={locale} />
                  </h3>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {group.items.map((item) => (
                      <li
                        key={item}
                        className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
                      >
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </div>
      </Section>

      <CtaBand title={t('about.ctaTitle')} text={t('about.ctaText')} actions={actions} />
    </>
  );
}
