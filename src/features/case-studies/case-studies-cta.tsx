import { Calculator, MessageSquare } from '@/components/icons';
import { CtaBand } from '@/components/site/cta-band';
import { LocalLink } from '@/components/site/local-link';
import { buttonVariants } from '@/components/ui/button';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';

/** "Ready to Achieve Similar Results?" with Get a Quote and Discuss Your Project: the close of the list and of each study. */
export function CaseStudiesCta({ locale, t }: { locale: Locale; t: Translator }) {
  return (
    <CtaBand
      title={t('caseStudies.ctaTitle')}
      text={t('caseStudies.ctaText')}
      actions={
        <>
          <LocalLink locale={locale} href={paths.pricing} className={buttonVariants({ size: 'lg' })}>
            <Calculator aria-hidden="true" />
            {t('actions.getQuote')}
          </LocalLink>
          <LocalLink
            locale={locale}
            href={paths.contact}
            className={buttonVariants({ variant: 'inverse', size: 'lg' })}
          >
            <MessageSquare aria-hidden="true" />
            {t('actions.discussProject')}
          </LocalLink>
        </>
      }
    />
  );
}
